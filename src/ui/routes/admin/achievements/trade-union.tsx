import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/achievements/trade-union")({
  component: AdminAchievementsTradeUnionPage,
});

function AdminAchievementsTradeUnionPage() {
  return <SectionPage section="/admin/achievements/trade-union" />;
}
