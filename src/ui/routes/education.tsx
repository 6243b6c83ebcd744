import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../pages/section/section-page";

export const Route = createFileRoute("/education")({
  component: EducationPage,
});

function EducationPage() {
  return <SectionPage section="/education" />;
}
