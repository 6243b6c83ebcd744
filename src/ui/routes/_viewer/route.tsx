import { createFileRoute, Link, Outlet, useMatches, useRouter } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { useSyncExternalStore } from "react";
import { BrandLink } from "../../components/brand-link";
import { ru, type SectionKey } from "../../i18n/ru";
import type { SavedPosition } from "../-guards/save-position";
import css from "./-components/viewer.module.css";
import { placeOf, type ViewerLink } from "./-components/viewer-places";

/**
 * The viewer layout: full-screen pages without the site's header, wrapper margin and footer (spec §2
 * "Chrome"). Each page under it also declares `staticData: { chrome: false }` itself, and names the
 * save-position guard. Its own slim bar instead of the header: the logo (home) as large as the header's,
 * and the ways on — always the page's section and its author's place (viewer-places.ts), so a post
 * opened from a link elsewhere is no dead end; when the viewer was opened from a list, its close link
 * first, back to that list, which the guard scrolls to where the reader left it.
 */
export const Route = createFileRoute("/_viewer")({
  component: ViewerLayout,
});

function ViewerLayout() {
  const { positions } = Route.useRouteContext();
  const saved = useSyncExternalStore(positions.subscribe, positions.saved, positions.saved);
  const leaf = useMatches({ select: (matches) => matches[matches.length - 1] });
  const place = leaf ? placeOf(leaf.fullPath, leaf.params) : null;
  return (
    <div data-layout="viewer" className={css.viewer}>
      <div className={css.bar}>
        <BrandLink />
        {place || saved ? (
          <nav aria-label={ru.viewer.navLabel} className={css.ways}>
            {saved ? <BackToList saved={saved} /> : null}
            {place ? <Way link={place.section} back={!saved} saved={saved} /> : null}
            {place && "own" in place ? <Way link={place.own} back={false} saved={saved} /> : null}
          </nav>
        ) : null}
      </div>
      <Outlet />
    </div>
  );
}

/** The section or the author's place; the first way is the way back (←). Not twice the list returned to. */
function Way({ link, back, saved }: { link: ViewerLink; back: boolean; saved: SavedPosition | null }) {
  const router = useRouter();
  const { label, ...options } = link;
  if (saved && router.buildLocation(options).pathname === new URL(saved.href, "http://x").pathname) {
    return null;
  }
  return (
    <Link {...options} className={css.way} data-viewer-way="">
      {back ? <span aria-hidden="true">← </span> : null}
      {label}
    </Link>
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
    <a href={saved.href} onClick={open} className={css.way} data-viewer-close="">
      <span aria-hidden="true">← </span>
      {name}
    </a>
  );
}
