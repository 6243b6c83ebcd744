import { Button } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { SessionUser } from "../../api/schema/account";
import { selectLoggingOut, selectUser } from "../../machines/session.selectors";
import { Logo } from "../components/logo";
import { mainAreas } from "../components/nav-items";
import { ru } from "../i18n/ru";
import { useSession, useSessionActor } from "../session/hooks";
import { BurgerMenu } from "./burger-menu";
import { ColorSchemeSwitch } from "./color-scheme-switch";
import { useBurgerVariant } from "./realtime-host";
import css from "./shell.module.css";

export function Header() {
  const user = useSession(selectUser);
  const variant = useBurgerVariant();
  return (
    <header className={css.header}>
      <div className={css.headerInner}>
        <Link to="/" className={css.brand} aria-label={`${ru.brand} — ${ru.nav.home}`}>
          <Logo size={32} />
          <span aria-hidden="true">{ru.brand}</span>
        </Link>
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
          {user ? (
            <Account user={user} />
          ) : (
            <Button component={Link} to="/auth" size="xs" variant="light" className={css.wide}>
              {ru.nav.signIn}
            </Button>
          )}
          <BurgerMenu variant={variant} profileId={user?.id} />
        </div>
      </div>
    </header>
  );
}

/** The member's avatar and name (their profile), and logging out; on narrow screens the burger has both. */
function Account({ user }: { user: SessionUser }) {
  const session = useSessionActor();
  const loggingOut = useSession(selectLoggingOut);
  return (
    <>
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
