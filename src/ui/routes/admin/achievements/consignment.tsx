import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/achievements/consignment")({
  component: AdminAchievementsConsignmentPage,
});

function AdminAchievementsConsignmentPage() {
  return <SectionPage section="/admin/achievements/consignment" />;
}
