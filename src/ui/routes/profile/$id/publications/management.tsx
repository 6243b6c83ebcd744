import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/publications/management")({
  component: ProfileIdPublicationsManagementPage,
});

function ProfileIdPublicationsManagementPage() {
  return <SectionPage section="/profile/$id/publications/management" />;
}
