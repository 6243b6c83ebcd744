import { createRootRoute } from "@tanstack/react-router";
import { AppShell } from "../app/app-shell";

/** The default layout: header, wrapper and footer around every page (see app/app-shell.tsx). */
export const Route = createRootRoute({
  component: AppShell,
});
