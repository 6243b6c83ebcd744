import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/notifications/new")({
  component: ProfileIdNotificationsNewPage,
});

function ProfileIdNotificationsNewPage() {
  return <SectionPage section="/profile/$id/notifications/new" />;
}
