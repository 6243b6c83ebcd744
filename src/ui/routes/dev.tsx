import { createFileRoute } from "@tanstack/react-router";
import { DevPage } from "../pages/dev/dev-page";

export const Route = createFileRoute("/dev")({
  component: DevPage,
});
