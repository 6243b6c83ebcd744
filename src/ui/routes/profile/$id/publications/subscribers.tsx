import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/publications/subscribers")({
  component: ProfileIdPublicationsSubscribersPage,
});

function ProfileIdPublicationsSubscribersPage() {
  return <SectionPage section="/profile/$id/publications/subscribers" />;
}
