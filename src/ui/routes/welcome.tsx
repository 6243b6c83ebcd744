import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";
import { guard, requireAuth } from "./-guards/guards";

export const Route = createFileRoute("/welcome")({
  beforeLoad: guard(requireAuth),
  component: WelcomePage,
});

function WelcomePage() {
  return <SectionPage section="/welcome" />;
}
