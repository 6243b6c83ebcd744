import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/dev")({
  component: DevPage,
});

function DevPage() {
  return <SectionPage section="/dev" />;
}
