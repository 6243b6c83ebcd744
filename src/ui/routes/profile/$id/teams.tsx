import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/teams")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdTeamsPage,
});

function ProfileIdTeamsPage() {
  return <SectionPage section="/profile/$id/teams" />;
}
