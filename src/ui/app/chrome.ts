import { useMatches, useRouterState } from "@tanstack/react-router";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /**
     * `false` hides the page header, the wrapper margin and the footer (spec §2 "Chrome"): the profile
     * media page, /visio/{id} and the post pages of digests, blogs, blogosphere and channels.
     */
    chrome?: boolean;
  }
}

export interface Chrome {
  /** Header, wrapper margin and footer are shown. */
  readonly on: boolean;
  /** Under /visio: the visio colour theme and wrapper. */
  readonly visio: boolean;
  /** A digest post page (/digests/…/post/…): its own wrapper style. */
  readonly digestPost: boolean;
}

const VISIO = /^\/visio(\/|$)/;
const DIGEST_POST = /^\/digests\/.*\/post\//;

/** The chrome rules of spec §2 for the current location, from the matched routes' `staticData`. */
export function useChrome(): Chrome {
  const on = useMatches({ select: (matches) => !matches.some((m) => m.staticData?.chrome === false) });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return { on, visio: VISIO.test(pathname), digestPost: DIGEST_POST.test(pathname) };
}
