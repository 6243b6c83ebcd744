import { createFileRoute, useParams } from "@tanstack/react-router";
import { MembersPage } from "../../../../pages/friends/members-page";

export const Route = createFileRoute("/profile/$id/publications/subscribers")({
  component: ProfileIdPublicationsSubscribersPage,
});

/** Who follows the member's publications: their subscribers. Owner only (the layout's guard). */
function ProfileIdPublicationsSubscribersPage() {
  const { id } = useParams({ from: "/profile/$id" });
  return <MembersPage key={id} ownerId={id} which="subscribers" />;
}
