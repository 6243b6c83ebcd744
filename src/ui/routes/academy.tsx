import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/academy")({
  component: AcademyPage,
});

function AcademyPage() {
  return <SectionPage section="/academy" />;
}
