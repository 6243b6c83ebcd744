import { Button } from "@mantine/core";
import type { Notification } from "../../../api/schema/notification";
import { authorOf, headlineOf } from "../../app/notification-author";
import { Moment } from "../../components/dates/moment";
import css from "./notifications-page.module.css";

/** Avatars shown on a row at most: the newest actors (the server sends up to 8; the rest is a count). */
const avatarsShown = 3;

/**
 * One row of the notifications pages: the avatars of its newest actors (МИР's own for the
 * administration's), who and what, how long ago, the link to what it is about, and one action.
 */
export function NotificationRow({
  notification,
  onOpen,
  action,
}: {
  notification: Notification;
  onOpen: () => void;
  action: { label: string; run: () => void };
}) {
  const who = authorOf(notification);
  const headline = headlineOf(notification);
  const words = (
    <>
      <strong>{headline}</strong>. {notification.text}
    </>
  );
  return (
    <article
      className={`${css.row} ${notification.checked ? "" : css.unread}`}
      data-notification-type={notification.type}
      data-notification-count={notification.count}
      aria-label={`${who}: ${headline}`}
    >
      <div className={css.avatars} aria-hidden="true">
        {notification.actors.length > 0 ? (
          notification.actors
            .slice(0, avatarsShown)
            .map((actor) => (
              <img key={actor.id} className={css.avatar} src={actor.avatar} alt="" width={40} height={40} />
            ))
        ) : (
          <img className={css.avatar} src="/favicon.svg" alt="" width={40} height={40} />
        )}
      </div>
      <div className={css.body}>
        <div className={css.head}>
          <span className={css.who}>{who}</span>
          <Moment className={css.time} at={notification.createdAt} />
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
              {words}
            </a>
          ) : (
            words
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
