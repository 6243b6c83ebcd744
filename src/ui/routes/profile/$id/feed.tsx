import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/feed")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdFeedPage,
});

function ProfileIdFeedPage() {
  return <SectionPage section="/profile/$id/feed" />;
}
