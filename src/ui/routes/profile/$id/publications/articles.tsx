import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/publications/articles")({
  component: ProfileIdPublicationsArticlesPage,
});

function ProfileIdPublicationsArticlesPage() {
  return <SectionPage section="/profile/$id/publications/articles" />;
}
