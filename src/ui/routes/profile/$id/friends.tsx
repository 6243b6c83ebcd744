import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/friends")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdFriendsPage,
});

function ProfileIdFriendsPage() {
  return <SectionPage section="/profile/$id/friends" />;
}
