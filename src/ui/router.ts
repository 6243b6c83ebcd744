import { createRouter } from "@tanstack/react-router";
import { fetchPublicUser } from "../machines/session.actors";
import { NotFoundScreen, RouteErrorScreen } from "./components/error-screen";
import { createPositionMemory, watchPositions } from "./routes/-guards/save-position";
import { routeTree } from "./routeTree.gen";
import { revalidateOnSessionChange } from "./session/revalidate";
import { sessionActor } from "./session/session";

const positions = createPositionMemory();

export const router = createRouter({
  routeTree,
  // What the guards of spec §6 ask (src/ui/routes/-guards/context.ts).
  context: { session: sessionActor, findProfile: fetchPublicUser, positions },
  defaultNotFoundComponent: NotFoundScreen,
  defaultErrorComponent: RouteErrorScreen,
  // Page code is fetched on hover/focus of a link, so opening it rarely waits.
  defaultPreload: "intent",
  scrollRestoration: true,
});

watchPositions(router, positions);
revalidateOnSessionChange(router, sessionActor);

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
