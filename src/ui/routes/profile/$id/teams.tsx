import { createFileRoute, useParams } from "@tanstack/react-router";
import { MemberTeamsPage } from "../../../pages/teams/member-teams-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/teams")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdTeamsPage,
});

function ProfileIdTeamsPage() {
  const { id } = useParams({ from: "/profile/$id" });
  return <MemberTeamsPage key={id} ownerId={id} />;
}
