import "../../components/mantine-styles";
import { Alert, Badge, Button, Loader, Tabs } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { type NotificationsFilter, notificationArchiveLimit } from "../../../api/endpoints/notifications";
import {
  type Notification,
  type NotificationType,
  notificationTypes,
} from "../../../api/schema/notification";
import {
  selectHasMore,
  selectIsEmpty,
  selectListProblem,
  selectListStatus,
  selectLoadingMore,
  selectRows,
} from "../../../machines/lib/paged-list.selectors";
import { selectNotificationCounters } from "../../../machines/notifications/notification-counters.selectors";
import { useGlobalActor } from "../../app/realtime-host";
import {
  followNotifications,
  notificationChanges,
  notificationsListLogic,
} from "../../app/wiring/notifications";
import { ruNotifications as t } from "../../i18n/ru.notifications";
import { NotificationRow } from "./notification-row";
import css from "./notifications-page.module.css";
import { useUndoableRemoval } from "./undoable-removal";

type Shown = Exclude<NotificationsFilter, "all">;

/** The rows' order (a row brought back by undo goes back to its place): newest first, as the server's. */
const newestFirst = (a: Notification, b: Notification) => b.id - a.id;
type Tab = NotificationType | "all";

/**
 * /profile/{id}/notifications/new (`unread`) and /archive (`read`), owner only: the member's notifications
 * newest first, 10 a page, live, in tabs per type (the new ones' with their counts). Opening one leads to
 * what it is about and marks it read; new ones can be read one by one, per type or all at once, the
 * archive's deleted one by one (with a few seconds to undo) or cleared.
 */
export function NotificationsPage({ userId, filter }: { userId: number; filter: Shown }) {
  const [tab, setTab] = useState<Tab>("all");
  const counters = useGlobalActor("notifications", selectNotificationCounters, null);
  const countOf = (type: Tab) =>
    filter === "unread" && counters ? (type === "all" ? counters.total : counters.byType[type]) : 0;
  const nameOf = (type: Tab) => (type === "all" ? t.allTypes : t.types[type]);
  return (
    <section className={css.root} aria-labelledby="notifications-title" data-notifications={filter}>
      <h1 id="notifications-title" className={css.title}>
        {filter === "unread" ? t.newTitle : t.archiveTitle}
      </h1>
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? "all")} keepMounted={false}>
        <Tabs.List aria-label={t.tabsLabel} className={css.tabs}>
          {(["all", ...notificationTypes] as const).map((type) => {
            const count = countOf(type);
            return (
              // The name is what the tab shows, its count included («Реакции 2»): a name that differs
              // from the visible text fails WCAG 2.5.3 (label in name).
              <Tabs.Tab
                key={type}
                value={type}
                data-unread={count}
                rightSection={
                  count > 0 ? (
                    <Badge size="sm" circle>
                      {count}
                    </Badge>
                  ) : null
                }
              >
                {nameOf(type)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {(["all", ...notificationTypes] as const).map((type) => (
          <Tabs.Panel key={type} value={type} pt="sm">
            <NotificationsList userId={userId} filter={filter} type={type === "all" ? undefined : type} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {filter === "read" ? <p className={css.note}>{t.archiveBound(notificationArchiveLimit)}</p> : null}
    </section>
  );
}

/** One tab's list: its own paged-list actor, live, with the tab's actions. */
function NotificationsList({
  userId,
  filter,
  type,
}: {
  userId: number;
  filter: Shown;
  type: NotificationType | undefined;
}) {
  const [logic] = useState(() => notificationsListLogic(filter, type));
  const list = useActorRef(logic, { input: { order: newestFirst } });
  const status = useSelector(list, selectListStatus);
  const rows = useSelector(list, selectRows);
  const empty = useSelector(list, selectIsEmpty);
  const problem = useSelector(list, selectListProblem);
  const hasMore = useSelector(list, selectHasMore);
  const loadingMore = useSelector(list, selectLoadingMore);
  const [actionFailed, setActionFailed] = useState(false);
  const navigate = useNavigate();

  // Live: new ones on top, changes made in other tabs (src/ui/app/wiring/notifications.ts).
  useEffect(() => followNotifications(list, filter, type), [filter, list, type]);

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
  const removal = useUndoableRemoval(list, notificationChanges.remove, () => setActionFailed(true));

  const open = (notification: Notification) => {
    if (filter === "unread") void change(() => notificationChanges.markRead(notification.id), [notification]);
    if (notification.link) void navigate({ href: notification.link });
  };

  const bulk =
    rows.length === 0 ? null : filter === "read" ? (
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => void change(() => notificationChanges.clearArchive(userId), rows)}
      >
        {t.clearArchive}
      </Button>
    ) : type ? (
      <Button
        size="xs"
        variant="light"
        onClick={() => void change(() => notificationChanges.markTypeRead(type), rows)}
      >
        {t.markTypeRead(t.types[type])}
      </Button>
    ) : (
      <Button size="xs" variant="light" onClick={() => void change(notificationChanges.markAllRead, rows)}>
        {t.markAllRead}
      </Button>
    );

  return (
    <div className={css.root}>
      {bulk ? <div className={css.toolbar}>{bulk}</div> : null}
      {removal.pending ? (
        <Alert role="status" p="xs" className={css.undo}>
          {t.removed}{" "}
          <Button size="compact-xs" variant="subtle" onClick={removal.undo}>
            {t.undo}
          </Button>
        </Alert>
      ) : null}
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
                          void change(() => notificationChanges.markRead(notification.id), [notification]),
                      }
                    : { label: t.remove, run: () => removal.remove(notification) }
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
    </div>
  );
}
