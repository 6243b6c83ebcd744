import { Button, Loader } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useEffect } from "react";
import type { SessionUser } from "../../api/schema/account";
import { selectUnreadMessages } from "../../machines/messenger/unread-messages.selectors";
import { selectUnreadNotifications } from "../../machines/notifications/notification-counters.selectors";
import { selectLoggingOut, selectUser } from "../../machines/session/session.selectors";
import { BrandLink } from "../components/brand-link";
import { LineIcon } from "../components/line-icon";
import { mainAreas } from "../components/nav-items";
import { ru } from "../i18n/ru";
import { useSession, useSessionActor } from "../session/hooks";
import { BurgerMenu } from "./burger-menu";
import { ColorSchemeSwitch } from "./color-scheme-switch";
import { HeaderDropdown } from "./header-dropdown";
import { useBurgerVariant, useGlobalActor } from "./realtime-host";
import css from "./shell.module.css";

export function Header() {
  return (
    <header className={css.header}>
      <div className={css.headerInner}>
        <BrandLink />
        <nav aria-label={ru.nav.label} className={css.nav}>
          {mainAreas.map((area) => (
            <Link
              key={area.to}
              to={area.to}
              className={css.navLink}
              activeOptions={{ exact: area.to === "/" }}
            >
              {area.label}
            </Link>
          ))}
        </nav>
        <div className={css.actions}>
          <div className={css.wide}>
            <ColorSchemeSwitch />
          </div>
          {/* A visitor's first page does not wait for the session's code (src/ui/session/hooks.ts). */}
          <Suspense fallback={<VisitorActions variant="user" />}>
            <SessionActions />
          </Suspense>
        </div>
      </div>
    </header>
  );
}

function SessionActions() {
  const user = useSession(selectUser);
  const variant = useBurgerVariant();
  if (!user) return <VisitorActions variant={variant} />;
  return (
    <>
      <Account user={user} />
      <BurgerMenu variant={variant} profileId={user.id} />
    </>
  );
}

function VisitorActions({ variant }: { variant: "user" | "admin" }) {
  return (
    <>
      <Button component={Link} to="/auth" size="xs" variant="light" className={css.wide}>
        {ru.nav.signIn}
      </Button>
      <BurgerMenu variant={variant} />
    </>
  );
}

/** The member's avatar and name (their profile), and logging out; on narrow screens the burger has both. */
function Account({ user }: { user: SessionUser }) {
  const session = useSessionActor();
  const loggingOut = useSession(selectLoggingOut);
  useLogoutFailedToast();
  return (
    <>
      <MemberSearch />
      <NotificationsBell userId={user.id} />
      <MessagesLink userId={user.id} />
      <Link
        to="/profile/$id"
        params={{ id: user.id }}
        className={css.account}
        title={`${ru.session.signedInAs} ${user.name}`}
        data-testid="account-link"
      >
        <Avatar user={user} />
        <span className={css.accountName}>{user.name}</span>
      </Link>
      <Button
        size="xs"
        variant="subtle"
        className={css.wide}
        disabled={loggingOut}
        onClick={() => session.send({ type: "session.logout" })}
      >
        {loggingOut ? ru.session.signingOut : ru.session.signOut}
      </Button>
    </>
  );
}

/**
 * A logout the server did not hear leaves the member logged in (the cookie still opens the session): the
 * session says so once (`session.logoutFailed`), and a toast tells the member why. Here, not by the
 * button: the burger's button logs out too.
 */
function useLogoutFailedToast() {
  const session = useSessionActor();
  useEffect(() => {
    const subscription = session.on("session.logoutFailed", ({ problem }) =>
      notifications.show({ color: "red", title: ru.session.logoutFailed, message: problem.message }),
    );
    return () => subscription.unsubscribe();
  }, [session]);
}

/** The member's picture, or their initial on a coloured disc when they have none. */
export function Avatar({ user, size = 32 }: { user: Pick<SessionUser, "name" | "avatar">; size?: number }) {
  const style = { width: size, height: size };
  if (user.avatar) {
    return <img className={css.avatar} src={user.avatar} alt="" width={size} height={size} style={style} />;
  }
  return (
    <span className={css.avatar} style={style} aria-hidden="true">
      {user.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/** The bell's dropdown: a chunk of its own, fetched when first opened (the header is on every page). */
const BellPanel = lazy(() => import("./bell-panel"));

/**
 * The member's new notifications: the bell with their count (live), opening a dropdown of the newest
 * few (./bell-panel.tsx).
 */
function NotificationsBell({ userId }: { userId: number }) {
  const unread = useGlobalActor("notifications", selectUnreadNotifications, 0);
  return (
    <HeaderDropdown
      id="bell-panel"
      label={unread > 0 ? ru.nav.unreadNotifications(unread) : ru.nav.notifications}
      icon={<LineIcon d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0" size={20} />}
      badge={
        unread > 0 ? (
          <span className={css.badge} aria-hidden="true" data-testid="notifications-badge">
            {ru.badgeCount(unread)}
          </span>
        ) : null
      }
    >
      {(close) => (
        <Suspense fallback={<Loader size="sm" role="status" aria-label={ru.nav.notifications} m="md" />}>
          <BellPanel userId={userId} onClose={() => close(false)} />
        </Suspense>
      )}
    </HeaderDropdown>
  );
}

/** The member search's panel: a chunk of its own, fetched when first opened (./member-search-panel.tsx). */
const MemberSearchPanel = lazy(() => import("./member-search-panel"));

/** A search of members by name, from every page (issue 14). */
function MemberSearch() {
  return (
    <HeaderDropdown
      id="member-search"
      label={ru.nav.searchMembers}
      icon={<LineIcon d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM21 21l-4.35-4.35" size={20} />}
    >
      {(close) => (
        <Suspense fallback={<Loader size="sm" role="status" aria-label={ru.nav.searchMembers} m="md" />}>
          <MemberSearchPanel onClose={() => close(false)} />
        </Suspense>
      )}
    </HeaderDropdown>
  );
}

/** The member's chats, with the count of messages of others they have not read (live). */
function MessagesLink({ userId }: { userId: number }) {
  const unread = useGlobalActor("unread", selectUnreadMessages, 0);
  return (
    <Link
      to="/profile/$id/chat"
      params={{ id: userId }}
      className={css.messages}
      aria-label={unread > 0 ? ru.nav.unreadMessages(unread) : ru.nav.messages}
      title={unread > 0 ? ru.nav.unreadMessages(unread) : ru.nav.messages}
    >
      <LineIcon d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" size={20} />
      {unread > 0 ? (
        <span className={css.badge} aria-hidden="true" data-testid="unread-badge">
          {ru.badgeCount(unread)}
        </span>
      ) : null}
    </Link>
  );
}
