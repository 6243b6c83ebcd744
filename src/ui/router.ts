import { createRouter } from "@tanstack/react-router";
import { NotFoundScreen, RouteErrorScreen } from "./components/error-screen";
import { createPositionMemory, watchPositions } from "./routes/-guards/save-position";
import { routeTree } from "./routeTree.gen";
import { appSession, findProfile } from "./session/app-session";
import { revalidateOnSessionChange } from "./session/revalidate";

const positions = createPositionMemory();

export const router = createRouter({
  routeTree,
  // What the guards of spec §6 ask (src/ui/routes/-guards/context.ts).
  context: { session: appSession, findProfile, positions },
  defaultNotFoundComponent: NotFoundScreen,
  defaultErrorComponent: RouteErrorScreen,
  // Page code is fetched on hover/focus of a link, so opening it rarely waits.
  defaultPreload: "intent",
  scrollRestoration: true,
});

watchPositions(router, positions);
// The first page's own code is fetched at once, beside the session's chunk, rather than after the session
// has answered and the guards have run (the router's own order), which would add a round trip.
const [firstRoutes] = router.getMatchedRoutes(router.latestLocation.pathname);
// A chunk that fails to load here is reported when the router renders the page, as without this.
for (const route of firstRoutes) router.loadRouteChunk(route)?.catch(() => {});
// A session that failed to load is the root route's error screen; nothing to re-run then.
appSession.ready.then(
  (session) => revalidateOnSessionChange(router, session),
  () => {},
);

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
