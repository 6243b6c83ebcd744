import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/publications/posts")({
  component: ProfileIdPublicationsPostsPage,
});

function ProfileIdPublicationsPostsPage() {
  return <SectionPage section="/profile/$id/publications/posts" />;
}
