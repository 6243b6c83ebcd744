import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/publications/records")({
  component: ProfileIdPublicationsRecordsPage,
});

function ProfileIdPublicationsRecordsPage() {
  return <SectionPage section="/profile/$id/publications/records" />;
}
