import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/ai")({
  component: AiPage,
});

function AiPage() {
  return <SectionPage section="/ai" />;
}
