import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/publications/posts")({
  component: AdminPublicationsPostsPage,
});

function AdminPublicationsPostsPage() {
  return <SectionPage section="/admin/publications/posts" />;
}
