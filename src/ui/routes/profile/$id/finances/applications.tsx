import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/finances/applications")({
  component: ProfileIdFinancesApplicationsPage,
});

function ProfileIdFinancesApplicationsPage() {
  return <SectionPage section="/profile/$id/finances/applications" />;
}
