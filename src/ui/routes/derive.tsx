import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/derive")({
  component: DerivePage,
});

function DerivePage() {
  return <SectionPage section="/derive" />;
}
