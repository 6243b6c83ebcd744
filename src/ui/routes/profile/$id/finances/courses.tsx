import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/finances/courses")({
  component: ProfileIdFinancesCoursesPage,
});

function ProfileIdFinancesCoursesPage() {
  return <SectionPage section="/profile/$id/finances/courses" />;
}
