/**
 * The save-position rule of spec §6, for the viewer pages (/visio/{id}, the post pages of blogs, digests,
 * channels and blogosphere, /profile/{id}/media/{mediaId}): a reader who opens one of them from a list
 * and comes back — with the browser's Back or the viewer's close link — finds the list where they left
 * it, scrolled to the same place.
 *
 * The `savePosition` guard calls {@link PositionMemory.enter} as the viewer is entered: the list is still
 * on screen then, so its address and `window.scrollY` are the ones to keep. When the router has rendered
 * that list's address again straight from the viewer, the memory scrolls back to the kept position
 * (after the router's own scroll handling, and again on the next frames while the list is still too
 * short, e.g. while its rows arrive). Going anywhere else from the viewer forgets it.
 *
 * While the returned list is on screen the browser's scroll anchoring is off: rows that arrive after the
 * position is restored (a feed's first page, images) would otherwise have the browser move the page by
 * their height to keep whatever it anchored to (the footer) in place, away from the reader's place.
 */
import type { AnyRouter } from "@tanstack/react-router";

/** Where a viewer was opened from. */
export interface SavedPosition {
  /** The list's address (path, search and hash). */
  readonly href: string;
  /** The list's route path (`/blogs`, `/profile/$id` …), to name it on the close link. */
  readonly route: string;
  readonly scrollY: number;
}

/** The browser's scrolling, replaceable in tests. */
export interface Viewport {
  scrollY(): number;
  /** How far the page can scroll now. */
  maxScrollY(): number;
  scrollTo(y: number): void;
  nextFrame(run: () => void): void;
  /** Lets the browser keep the page steady when content above changes (CSS `overflow-anchor`), or not. */
  anchoring(on: boolean): void;
}

export interface PositionMemory {
  /** The savePosition guard: a viewer at `viewerHref` is being opened (not preloaded). */
  enter(viewerHref: string): void;
  /** The router has rendered `to`, coming from `from`, whose route path is `route`. */
  rendered(from: string | undefined, to: string, route: string): void;
  /** The list the open viewer came from, if it came from one. */
  saved(): SavedPosition | null;
  /** Calls `listener` when {@link saved} changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** How long a return keeps trying to reach a position the list is still too short for. */
const RESTORE_FRAMES = 120;

const browserViewport: Viewport = {
  scrollY: () => window.scrollY,
  maxScrollY: () => document.documentElement.scrollHeight - window.innerHeight,
  scrollTo: (y) => window.scrollTo({ top: y, left: 0, behavior: "instant" }),
  nextFrame: (run) => void requestAnimationFrame(run),
  anchoring: (on) => {
    document.documentElement.style.overflowAnchor = on ? "" : "none";
  },
};

export function createPositionMemory(viewport: Viewport = browserViewport): PositionMemory {
  let shown: { href: string; route: string } | null = null;
  let viewer: string | null = null;
  let saved: SavedPosition | null = null;
  let generation = 0;
  const listeners = new Set<() => void>();
  const set = (next: SavedPosition | null) => {
    if (next === saved) return;
    saved = next;
    for (const listener of listeners) listener();
  };

  function restore(y: number) {
    const mine = ++generation;
    viewport.anchoring(false);
    let frames = 0;
    const step = () => {
      if (mine !== generation) return; // another navigation since
      viewport.scrollTo(y);
      if (viewport.maxScrollY() < y && ++frames < RESTORE_FRAMES) viewport.nextFrame(step);
    };
    viewport.nextFrame(step);
  }

  return {
    enter(viewerHref) {
      // From a viewer to the next one (or the same one with other search): keep the list we came from.
      if (shown && shown.href !== viewer) {
        set({ href: shown.href, route: shown.route, scrollY: viewport.scrollY() });
      }
      viewer = viewerHref;
    },
    rendered(from, to, route) {
      shown = { href: to, route };
      generation++;
      viewport.anchoring(true);
      if (to === viewer) return;
      if (saved && from === viewer && to === saved.href) restore(saved.scrollY);
      viewer = null;
      set(null);
    },
    saved: () => saved,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Feeds the memory what the router renders. */
export function watchPositions(router: AnyRouter, memory: PositionMemory): () => void {
  return router.subscribe("onRendered", (event) => {
    const matches = router.state.matches;
    const route = matches[matches.length - 1]?.fullPath ?? "/";
    memory.rendered(event.fromLocation?.href, event.toLocation.href, route.replace(/(.)\/$/, "$1"));
  });
}
