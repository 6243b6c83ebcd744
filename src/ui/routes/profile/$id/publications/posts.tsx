import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../../-guards/guards";

export const Route = createFileRoute("/profile/$id/publications/posts")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdPublicationsPostsPage,
});

function ProfileIdPublicationsPostsPage() {
  return <SectionPage section="/profile/$id/publications/posts" />;
}
