import { Alert, Button, Loader } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import type { NotificationsFilter } from "../../../api/endpoints/notifications";
import type { Notification } from "../../../api/schema/notification";
import {
  selectHasMore,
  selectIsEmpty,
  selectListProblem,
  selectListStatus,
  selectLoadingMore,
  selectRows,
} from "../../../machines/lib/paged-list.selectors";
import { notificationCalls, notificationsListOf } from "../../../machines/notifications/notifications.actors";
import { followNotifications } from "../../app/notification-events";
import { listTimeLabel } from "../../i18n/dates";
import { ruNotifications as t } from "../../i18n/ru.notifications";
import css from "./notifications-page.module.css";

const lists = { unread: notificationsListOf("unread"), read: notificationsListOf("read") };

/**
 * /profile/{id}/notifications/new (`unread`) and /archive (`read`), owner only: the member's notifications
 * newest first, 10 a page, live. Opening one leads to what it is about and marks it read; new ones can be
 * read one by one or all at once, the archive's deleted one by one or cleared.
 */
export function NotificationsPage({
  userId,
  filter,
}: {
  userId: number;
  filter: Exclude<NotificationsFilter, "all">;
}) {
  const list = useActorRef(lists[filter], { input: {} });
  const status = useSelector(list, selectListStatus);
  const rows = useSelector(list, selectRows);
  const empty = useSelector(list, selectIsEmpty);
  const problem = useSelector(list, selectListProblem);
  const hasMore = useSelector(list, selectHasMore);
  const loadingMore = useSelector(list, selectLoadingMore);
  const [actionFailed, setActionFailed] = useState(false);
  const navigate = useNavigate();

  // Live: new ones on top, changes made in other tabs (src/ui/app/notification-events.ts).
  useEffect(() => followNotifications(list, filter), [filter, list]);

  /** Runs a change; the rows it concerns leave the page at once, and come back if it fails. */
  const change = async (work: () => Promise<unknown>, removed: ReadonlyArray<Notification>) => {
    setActionFailed(false);
    for (const row of removed) list.send({ type: "list.remove", id: row.id });
    try {
      await work();
    } catch {
      setActionFailed(true);
      for (const row of removed) list.send({ type: "list.upsert", row });
    }
  };

  const open = (notification: Notification) => {
    if (filter === "unread") void change(() => notificationCalls.markRead(notification.id), [notification]);
    if (notification.link) void navigate({ href: notification.link });
  };

  return (
    <section className={css.root} aria-labelledby="notifications-title" data-notifications={filter}>
      <div className={css.toolbar}>
        <h1 id="notifications-title" className={css.title}>
          {filter === "unread" ? t.newTitle : t.archiveTitle}
        </h1>
        {rows.length > 0 ? (
          filter === "unread" ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => void change(notificationCalls.markAllRead, rows)}
            >
              {t.markAllRead}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void change(() => notificationCalls.clearArchive(userId), rows)}
            >
              {t.clearArchive}
            </Button>
          )
        ) : null}
      </div>
      {actionFailed ? (
        <Alert color="red" role="alert" p="xs">
          {t.actionFailed}
        </Alert>
      ) : null}
      {status === "loading" ? <Loader role="status" size="sm" aria-label={t.loading} /> : null}
      {status === "failed" ? (
        <Alert color="red" role="alert">
          {t.failed} {problem?.message}{" "}
          <Button size="xs" variant="subtle" onClick={() => list.send({ type: "list.refresh" })}>
            {t.retry}
          </Button>
        </Alert>
      ) : null}
      {empty ? <p>{filter === "unread" ? t.emptyNew : t.emptyArchive}</p> : null}
      {rows.length > 0 ? (
        <ul className={css.list}>
          {rows.map((notification) => (
            <li key={notification.id}>
              <NotificationRow
                notification={notification}
                onOpen={() => open(notification)}
                action={
                  filter === "unread"
                    ? {
                        label: t.markRead,
                        run: () =>
                          void change(() => notificationCalls.markRead(notification.id), [notification]),
                      }
                    : {
                        label: t.remove,
                        run: () =>
                          void change(() => notificationCalls.remove(notification.id), [notification]),
                      }
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {hasMore ? (
        <Button variant="default" loading={loadingMore} onClick={() => list.send({ type: "list.more" })}>
          {t.more}
        </Button>
      ) : null}
    </section>
  );
}

function NotificationRow({
  notification,
  onOpen,
  action,
}: {
  notification: Notification;
  onOpen: () => void;
  action: { label: string; run: () => void };
}) {
  const who = notification.actor?.name ?? t.fromMir;
  return (
    <article
      className={`${css.row} ${notification.checked ? "" : css.unread}`}
      data-notification-type={notification.type}
      aria-label={`${who}: ${notification.title}`}
    >
      {notification.actor ? (
        <img className={css.avatar} src={notification.actor.avatar} alt="" width={40} height={40} />
      ) : (
        <img className={css.avatar} src="/favicon.svg" alt="" width={40} height={40} />
      )}
      <div className={css.body}>
        <div className={css.head}>
          <span className={css.who}>{who}</span>
          <time className={css.time} dateTime={notification.createdAt}>
            {listTimeLabel(notification.createdAt)}
          </time>
        </div>
        <p className={css.text}>
          {notification.link ? (
            // A path of the app with its query (`?user=5`): the router goes there on click, the address
            // stays a real link (open in a new tab, copy).
            <a
              href={notification.link}
              className={css.link}
              onClick={(event) => {
                if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onOpen();
              }}
            >
              <strong>{notification.title}</strong>. {notification.text}
            </a>
          ) : (
            <>
              <strong>{notification.title}</strong>. {notification.text}
            </>
          )}
        </p>
      </div>
      <div className={css.actions}>
        <Button size="compact-xs" variant="subtle" onClick={action.run}>
          {action.label}
        </Button>
      </div>
    </article>
  );
}
