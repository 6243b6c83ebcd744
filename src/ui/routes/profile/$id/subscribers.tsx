import { createFileRoute, useParams } from "@tanstack/react-router";
import { MembersPage } from "../../../pages/friends/members-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/subscribers")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdSubscribersPage,
});

function ProfileIdSubscribersPage() {
  const { id } = useParams({ from: "/profile/$id" });
  return <MembersPage key={id} ownerId={id} which="subscribers" />;
}
