import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";

export const Route = createFileRoute("/profile/$id/notifications/archive")({
  component: ProfileIdNotificationsArchivePage,
});

function ProfileIdNotificationsArchivePage() {
  return <SectionPage section="/profile/$id/notifications/archive" />;
}
