import { createFileRoute, useParams } from "@tanstack/react-router";
import { NotificationsPage } from "../../../../pages/notifications/notifications-page";

export const Route = createFileRoute("/profile/$id/notifications/archive")({
  component: ProfileIdNotificationsArchivePage,
});

function ProfileIdNotificationsArchivePage() {
  const { id } = useParams({ from: "/profile/$id" });
  return <NotificationsPage key="read" userId={id} filter="read" />;
}
