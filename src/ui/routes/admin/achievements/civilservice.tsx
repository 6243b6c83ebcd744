import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/achievements/civilservice")({
  component: AdminAchievementsCivilservicePage,
});

function AdminAchievementsCivilservicePage() {
  return <SectionPage section="/admin/achievements/civilservice" />;
}
