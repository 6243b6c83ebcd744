import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/achievements/titles")({
  component: AdminAchievementsTitlesPage,
});

function AdminAchievementsTitlesPage() {
  return <SectionPage section="/admin/achievements/titles" />;
}
