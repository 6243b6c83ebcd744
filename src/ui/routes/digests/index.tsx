import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/digests/")({
  component: DigestsPage,
});

function DigestsPage() {
  return <SectionPage section="/digests" />;
}
