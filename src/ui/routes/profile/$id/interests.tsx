import { createFileRoute, useParams } from "@tanstack/react-router";
import { InterestsPage } from "../../../pages/profile/interests-page";
import { guard, ownerOnly, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/interests")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdInterestsPage,
});

function ProfileIdInterestsPage() {
  // The layout parsed the id (a child's Route.useParams() types it as unknown here).
  const { id } = useParams({ from: "/profile/$id" });
  return <InterestsPage id={id} />;
}
