import { createRouter } from "@tanstack/react-router";
import { NotFoundScreen, RouteErrorScreen } from "./components/error-screen";
import { routeTree } from "./routeTree.gen";

export const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFoundScreen,
  defaultErrorComponent: RouteErrorScreen,
  // Page code is fetched on hover/focus of a link, so opening it rarely waits.
  defaultPreload: "intent",
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
