import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/achievements/awards")({
  component: AdminAchievementsAwardsPage,
});

function AdminAchievementsAwardsPage() {
  return <SectionPage section="/admin/achievements/awards" />;
}
