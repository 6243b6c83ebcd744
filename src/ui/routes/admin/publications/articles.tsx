import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/publications/articles")({
  component: AdminPublicationsArticlesPage,
});

function AdminPublicationsArticlesPage() {
  return <SectionPage section="/admin/publications/articles" />;
}
