import { Button } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { selectUser } from "../../../machines/session/session.selectors";
import { ButtonLink } from "../../components/links";
import { Logo } from "../../components/logo";
import { homeAreas } from "../../components/nav-items";
import { ru } from "../../i18n/ru";
import { useSession } from "../../session/hooks";
import css from "./home-page.module.css";

/**
 * Home `/`: what МИР is, where to go, and a way in — or, for a member, the way to their own page. Kept
 * alive (spec §2), so it uses no hooks of its route; the session is the root's, present on every page.
 */
export function HomePage() {
  return (
    <div className={css.root} data-keepalive="home">
      <section className={css.hero} aria-labelledby="home-title">
        <div>
          <h1 id="home-title" className={css.title}>
            {ru.home.heroTitle}
          </h1>
          <p className={css.text}>{ru.home.heroText}</p>
          <div className={css.actions}>
            {/* A visitor's first page does not wait for the session's code (src/ui/session/hooks.ts). */}
            <Suspense fallback={<SignIn />}>
              <WayIn />
            </Suspense>
            <Button component={Link} to="/about-project" size="md" variant="default">
              {ru.home.about}
            </Button>
          </div>
        </div>
        <div className={css.heroLogo}>
          <Logo size={160} />
        </div>
      </section>
      {/* A member's part: its own chunk, never a visitor's (nor in the first page's JavaScript). */}
      <Suspense fallback={null}>
        <ForMember />
      </Suspense>
      <section aria-labelledby="home-areas">
        <h2 id="home-areas" className={css.areasTitle}>
          {ru.home.areasTitle}
        </h2>
        <ul className={css.areas}>
          {homeAreas.map((to) => (
            <li key={to}>
              <Link to={to} className={css.area}>
                <span className={css.areaName}>{ru.sections[to].title}</span>
                <span className={css.areaText}>{ru.sections[to].description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const MemberHome = lazy(() => import("./member-home"));

/** The member's friends online, requests and suggestions (./member-home.tsx); nothing for a visitor. */
function ForMember() {
  const member = useSession(selectUser);
  return member ? <MemberHome userId={member.id} /> : null;
}

/** A member's way to their own page; a visitor's to sign in. */
function WayIn() {
  const member = useSession(selectUser);
  if (!member) return <SignIn />;
  return (
    <ButtonLink to="/profile/$id" params={{ id: member.id }} size="md">
      {ru.home.myPage}
    </ButtonLink>
  );
}

function SignIn() {
  return (
    <Button component={Link} to="/auth" size="md">
      {ru.home.signIn}
    </Button>
  );
}
