import { createFileRoute, Link, Outlet, useRouter } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { useSyncExternalStore } from "react";
import { Logo } from "../../components/logo";
import { ru, type SectionKey } from "../../i18n/ru";
import type { SavedPosition } from "../-guards/save-position";
import css from "./-components/viewer.module.css";

/**
 * The viewer layout: full-screen pages without header, wrapper margin and footer (spec §2 "Chrome").
 * Each page under it also declares `staticData: { chrome: false }` itself, and names the save-position
 * guard: when the viewer was opened from a list, its close link leads back to that list, which the
 * guard scrolls to where the reader left it.
 */
export const Route = createFileRoute("/_viewer")({
  component: ViewerLayout,
});

function ViewerLayout() {
  const { positions } = Route.useRouteContext();
  const saved = useSyncExternalStore(positions.subscribe, positions.saved, positions.saved);
  return (
    <div data-layout="viewer" className={css.viewer}>
      <Link to="/" className={css.home} aria-label={`${ru.brand} — ${ru.nav.home}`}>
        <Logo size={28} />
      </Link>
      {saved ? <BackToList saved={saved} /> : null}
      <Outlet />
    </div>
  );
}

/** The viewer's close: back to the list it was opened from, named after that list. */
function BackToList({ saved }: { saved: SavedPosition }) {
  const router = useRouter();
  const sections: Partial<Record<string, { title: string }>> = ru.sections;
  const name = sections[saved.route as SectionKey]?.title ?? ru.nav.home;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the browser's own handling.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: saved.href });
  };
  return (
    <div className={css.bar}>
      <a href={saved.href} onClick={open} className={css.back} data-viewer-close="">
        <span aria-hidden="true">←</span> {name}
      </a>
    </div>
  );
}
