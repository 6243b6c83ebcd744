import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/achievements/")({
  component: AdminAchievementsPage,
});

function AdminAchievementsPage() {
  return <SectionPage section="/admin/achievements" />;
}
