import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/publications/")({
  component: ProfileIdPublicationsPage,
});

function ProfileIdPublicationsPage() {
  return <SectionPage section="/profile/$id/publications" />;
}
