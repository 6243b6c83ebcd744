import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/classifieds/")({
  component: ClassifiedsPage,
});

function ClassifiedsPage() {
  return <SectionPage section="/classifieds" />;
}
