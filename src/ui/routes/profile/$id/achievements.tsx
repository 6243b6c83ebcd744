import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/achievements")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdAchievementsPage,
});

function ProfileIdAchievementsPage() {
  return <SectionPage section="/profile/$id/achievements" />;
}
