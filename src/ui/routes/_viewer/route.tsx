import { createFileRoute, Link, Outlet } from "@tanstack/react-router";
import { Logo } from "../../components/logo";
import { ru } from "../../i18n/ru";
import css from "./-components/viewer.module.css";

/**
 * The viewer layout: full-screen pages without header, wrapper margin and footer (spec §2 "Chrome").
 * Each page under it also declares `staticData: { chrome: false }` itself.
 */
export const Route = createFileRoute("/_viewer")({
  component: ViewerLayout,
});

function ViewerLayout() {
  return (
    <div data-layout="viewer" className={css.viewer}>
      <Link to="/" className={css.home} aria-label={`${ru.brand} — ${ru.nav.home}`}>
        <Logo size={28} />
      </Link>
      <Outlet />
    </div>
  );
}
