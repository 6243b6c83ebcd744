import { Drawer } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { RoleId } from "../../api/schema/user";
import { selectHasRole, selectLoggingOut } from "../../machines/session/session.selectors";
import { adminAreas, adminDepth, mainAreas, profileAreas } from "../components/nav-items";
import { ru } from "../i18n/ru";
import { useSession, useSessionActor } from "../session/hooks";
import { ColorSchemeSwitch } from "./color-scheme-switch";
import css from "./shell.module.css";

/** The drawer of the burger menu; a lazy chunk, fetched when the burger is first hovered, focused or pressed. */
export interface BurgerMenuProps {
  /**
   * Spec §4: the header passes the burger machine's variant (`useBurgerVariant`) — admin for a member with
   * role 1, else user; it switches live on the socket's `admin` and `user` events.
   */
  readonly variant: "user" | "admin";
  /** The signed-in member's id; without it the menu offers sign-in instead of the profile and logging out. */
  readonly profileId?: number | undefined;
}

export default function BurgerDrawer({
  variant,
  profileId,
  opened,
  onClose,
}: BurgerMenuProps & { opened: boolean; onClose: () => void }) {
  const title = variant === "admin" ? ru.burger.adminTitle : ru.burger.userTitle;
  return (
    <Drawer
      id="burger-menu"
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size="xs"
      closeButtonProps={{ "aria-label": ru.burger.close }}
      zIndex={1000}
    >
      <nav aria-label={title} data-burger-variant={variant}>
        {profileId === undefined ? null : <AccountLinks profileId={profileId} onNavigate={onClose} />}
        {variant === "admin" ? (
          <AdminLinks onNavigate={onClose} />
        ) : (
          <UserLinks onNavigate={onClose} profileId={profileId} />
        )}
        <section className={css.menuSection}>
          <h2 className={css.menuHeading}>{ru.colorScheme.label}</h2>
          <ColorSchemeSwitch withLabels />
        </section>
      </nav>
    </Drawer>
  );
}

/** The member's own profile and logging out, on top of either variant. */
function AccountLinks({ profileId, onNavigate }: { profileId: number; onNavigate: () => void }) {
  const session = useSessionActor();
  const loggingOut = useSession(selectLoggingOut);
  return (
    <section className={css.menuSection}>
      <Link to="/profile/$id" params={{ id: profileId }} className={css.menuLink} onClick={onNavigate}>
        {ru.session.myProfile}
      </Link>
      <button
        type="button"
        className={css.menuLink}
        disabled={loggingOut}
        onClick={() => {
          session.send({ type: "session.logout" });
          onNavigate();
        }}
      >
        {loggingOut ? ru.session.signingOut : ru.session.signOut}
      </button>
    </section>
  );
}

const selectDigestAuthor = selectHasRole(RoleId.digestAuthor);

function UserLinks({ onNavigate, profileId }: { onNavigate: () => void; profileId: number | undefined }) {
  // Profile digests are for digest authors only (spec §6): nobody else is offered a link that bounces.
  const digestAuthor = useSession(selectDigestAuthor);
  const areas = digestAuthor ? profileAreas : profileAreas.filter((to) => to !== "/profile/$id/digests");
  return (
    <>
      {profileId === undefined ? (
        <section className={css.menuSection}>
          <p className={css.menuHint}>{ru.burger.guestHint}</p>
          <Link to="/auth" className={css.menuLink} onClick={onNavigate}>
            {ru.nav.signIn}
          </Link>
        </section>
      ) : (
        <section className={css.menuSection}>
          <h2 className={css.menuHeading}>{ru.burger.profileAreas}</h2>
          <ul className={css.menuList}>
            {areas.map((to) => (
              <li key={to}>
                <Link
                  to={to}
                  params={{ id: profileId }}
                  className={css.menuLink}
                  activeOptions={{ exact: true }}
                  onClick={onNavigate}
                >
                  {ru.sections[to].title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={css.menuSection}>
        <h2 className={css.menuHeading}>{ru.burger.mainAreas}</h2>
        <ul className={css.menuList}>
          {mainAreas.map((area) => (
            <li key={area.to}>
              <Link
                to={area.to}
                className={css.menuLink}
                activeOptions={{ exact: area.to === "/" }}
                onClick={onNavigate}
              >
                {area.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function AdminLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <section className={css.menuSection}>
      <h2 className={css.menuHeading}>{ru.burger.adminAreas}</h2>
      <ul className={css.menuList}>
        {adminAreas.map((to) => (
          <li key={to}>
            <Link
              to={to}
              className={css.menuLink}
              data-depth={adminDepth(to)}
              activeOptions={{ exact: true }}
              onClick={onNavigate}
            >
              {ru.sections[to].title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
