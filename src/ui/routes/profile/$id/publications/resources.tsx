import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/publications/resources")({
  component: ProfileIdPublicationsResourcesPage,
});

function ProfileIdPublicationsResourcesPage() {
  return <SectionPage section="/profile/$id/publications/resources" />;
}
