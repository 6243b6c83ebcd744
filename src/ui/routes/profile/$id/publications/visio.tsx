import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/publications/visio")({
  component: ProfileIdPublicationsVisioPage,
});

function ProfileIdPublicationsVisioPage() {
  return <SectionPage section="/profile/$id/publications/visio" />;
}
