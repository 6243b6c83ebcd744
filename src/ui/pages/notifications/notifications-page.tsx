import "../../components/mantine-styles";
import { Alert, Badge, Button, Tabs } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { type ReactNode, useState } from "react";
import { type NotificationsFilter, notificationArchiveLimit } from "../../../api/endpoints/notifications";
import {
  type Notification,
  type NotificationType,
  notificationTypes,
} from "../../../api/schema/notification";
import { dialogOperation } from "../../../machines/lib/dialog-operations";
import type { PagedListActor } from "../../../machines/lib/paged-list.machine";
import { selectRows } from "../../../machines/lib/paged-list.selectors";
import { selectNotificationCounters } from "../../../machines/notifications/notification-counters.selectors";
import {
  selectChangeFailed,
  selectNotificationList,
  selectRemoved,
} from "../../../machines/notifications/notification-list.selectors";
import { useGlobalActor } from "../../app/realtime-host";
import { notificationListLogic } from "../../app/wiring/notifications";
import { useDialogs } from "../../components/dialogs/dialogs-port";
import { PagedListView } from "../../components/paged-list/paged-list-view";
import { ruNotifications as t } from "../../i18n/ru.notifications";
import { NotificationRow } from "./notification-row";
import css from "./notifications-page.module.css";

type Shown = Exclude<NotificationsFilter, "all">;

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

/** One tab's list: its own notification-list actor (its rows live, its actions and their undo). */
function NotificationsList({
  userId,
  filter,
  type,
}: {
  userId: number;
  filter: Shown;
  type: NotificationType | undefined;
}) {
  const [logic] = useState(() => notificationListLogic(filter, type));
  const tab = useActorRef(logic, { input: { userId, filter, type } });
  const list = useSelector(tab, selectNotificationList);
  const removed = useSelector(tab, selectRemoved);
  const failed = useSelector(tab, selectChangeFailed);
  const navigate = useNavigate();
  const dialogs = useDialogs();
  if (!list) return null;

  // Asked first in the app's dialog; the list then takes the rows off and asks the server.
  const askClear = (rows: ReadonlyArray<Notification>) =>
    dialogs.show(
      {
        header: t.clearDialog.header,
        text: t.clearDialog.text,
        confirmLabel: t.clearDialog.confirm,
        operation: dialogOperation.clearNotificationArchive,
        entity: "notification",
      },
      { onConfirmed: () => tab.send({ type: "notifications.clearArchive", rows }) },
    );

  const open = (notification: Notification) => {
    if (filter === "unread") tab.send({ type: "notifications.read", row: notification });
    if (notification.link) void navigate({ href: notification.link });
  };

  return (
    <div className={css.root}>
      <BulkAction list={list}>
        {(rows) =>
          filter === "read" ? (
            <Button size="xs" variant="light" color="red" onClick={() => askClear(rows)}>
              {t.clearArchive}
            </Button>
          ) : type ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => tab.send({ type: "notifications.readAll", rows })}
            >
              {t.markTypeRead(t.types[type])}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              onClick={() => tab.send({ type: "notifications.readAll", rows })}
            >
              {t.markAllRead}
            </Button>
          )
        }
      </BulkAction>
      {removed ? (
        <Alert role="status" p="xs" className={css.undo}>
          {t.removed}{" "}
          <Button size="compact-xs" variant="subtle" onClick={() => tab.send({ type: "notifications.undo" })}>
            {t.undo}
          </Button>
        </Alert>
      ) : null}
      {failed ? (
        <Alert color="red" role="alert" p="xs">
          {t.actionFailed}
        </Alert>
      ) : null}
      <PagedListView list={list} texts={{ ...t, empty: filter === "unread" ? t.emptyNew : t.emptyArchive }}>
        {(rows) => (
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
                          run: () => tab.send({ type: "notifications.read", row: notification }),
                        }
                      : {
                          label: t.remove,
                          run: () => tab.send({ type: "notifications.remove", row: notification }),
                        }
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </div>
  );
}

/** The list's toolbar: its one action over every row shown, while there are rows. */
function BulkAction({
  list,
  children,
}: {
  list: PagedListActor<Notification>;
  children: (rows: ReadonlyArray<Notification>) => ReactNode;
}) {
  const rows = useSelector(list, selectRows);
  return rows.length === 0 ? null : <div className={css.toolbar}>{children(rows)}</div>;
}
