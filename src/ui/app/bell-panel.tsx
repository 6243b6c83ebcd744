import "../components/mantine-styles";
import { Alert, Button, Loader } from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import type { Notification } from "../../api/schema/notification";
import type { PagedListActor } from "../../machines/lib/paged-list.machine";
import {
  selectIsEmpty,
  selectListProblem,
  selectListStatus,
  selectRows,
} from "../../machines/lib/paged-list.selectors";
import type { NotificationListActor } from "../../machines/notifications/notification-list.machine";
import { selectNotificationList } from "../../machines/notifications/notification-list.selectors";
import { Moment } from "../components/dates/moment";
import { ruNotifications, ruBell as t } from "../i18n/ru.notifications";
import css from "./header-panel.module.css";
import { authorOf, headlineOf } from "./notification-author";
import { notificationListLogic } from "./wiring/notifications";

/** How many of the newest the dropdown shows. */
const shown = 5;
const newest = notificationListLogic("unread", undefined, shown);

/**
 * The bell's dropdown: the newest new notifications (live), each opening what it is about and read by
 * that; read all; the way to all of them. A chunk of its own (src/ui/app/header.tsx).
 */
export default function BellPanel({ userId, onClose }: { userId: number; onClose: () => void }) {
  const newOnes = useActorRef(newest, { input: { userId, filter: "unread" } });
  const list = useSelector(newOnes, selectNotificationList);
  return list ? <BellList userId={userId} list={list} newOnes={newOnes} onClose={onClose} /> : null;
}

function BellList({
  userId,
  list,
  newOnes,
  onClose,
}: {
  userId: number;
  list: PagedListActor<Notification>;
  newOnes: NotificationListActor;
  onClose: () => void;
}) {
  const status = useSelector(list, selectListStatus);
  const rows = useSelector(list, selectRows).slice(0, shown);
  const empty = useSelector(list, selectIsEmpty);
  const problem = useSelector(list, selectListProblem);
  const navigate = useNavigate();

  const open = (notification: Notification) => {
    newOnes.send({ type: "notifications.read", row: notification });
    onClose();
    if (notification.link) void navigate({ href: notification.link });
    else void navigate({ to: "/profile/$id/notifications/archive", params: { id: userId } });
  };

  return (
    <section className={css.panel} aria-labelledby="bell-title">
      <div className={css.head}>
        <h2 id="bell-title" className={css.title}>
          {t.title}
        </h2>
        {rows.length > 0 ? (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => newOnes.send({ type: "notifications.readAll", rows })}
          >
            {ruNotifications.markAllRead}
          </Button>
        ) : null}
      </div>
      {status === "loading" ? (
        <Loader size="sm" role="status" aria-label={ruNotifications.loading} m="sm" />
      ) : null}
      {status === "failed" ? (
        <Alert color="red" role="alert" p="xs" m="xs">
          {ruNotifications.failed} {problem?.message}
        </Alert>
      ) : null}
      {empty || (status !== "loading" && rows.length === 0) ? <p className={css.empty}>{t.empty}</p> : null}
      {rows.length > 0 ? (
        <ul className={css.list}>
          {rows.map((notification) => (
            <li key={notification.id}>
              <BellRow notification={notification} onOpen={() => open(notification)} />
            </li>
          ))}
        </ul>
      ) : null}
      <Link to="/profile/$id/notifications/new" params={{ id: userId }} className={css.all} onClick={onClose}>
        {t.all}
      </Link>
    </section>
  );
}

function BellRow({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const who = authorOf(notification);
  const headline = headlineOf(notification);
  const avatar = notification.actors[0]?.avatar ?? "/favicon.svg";
  return (
    <button type="button" className={css.row} onClick={onOpen} aria-label={`${who}: ${headline}`}>
      <img className={css.avatar} src={avatar} alt="" width={32} height={32} />
      <span className={css.body}>
        <span className={css.who}>{who}</span> {headline}
        <span className={css.text}>{notification.text}</span>
        <Moment className={css.time} at={notification.createdAt} />
      </span>
    </button>
  );
}
