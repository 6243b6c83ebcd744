import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/achievements/diplomas")({
  component: AdminAchievementsDiplomasPage,
});

function AdminAchievementsDiplomasPage() {
  return <SectionPage section="/admin/achievements/diplomas" />;
}
