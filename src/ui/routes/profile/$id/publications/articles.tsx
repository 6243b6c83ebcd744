import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../../-guards/guards";

export const Route = createFileRoute("/profile/$id/publications/articles")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdPublicationsArticlesPage,
});

function ProfileIdPublicationsArticlesPage() {
  return <SectionPage section="/profile/$id/publications/articles" />;
}
