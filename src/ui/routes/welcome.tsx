import { createFileRoute } from "@tanstack/react-router";
import { WelcomePage } from "../pages/account/welcome-page";
import { guard, requireAuth } from "./-guards/guards";

export const Route = createFileRoute("/welcome")({
  beforeLoad: guard(requireAuth),
  component: WelcomePage,
});
