import { createFileRoute, useParams } from "@tanstack/react-router";
import { NotificationsPage } from "../../../../pages/notifications/notifications-page";

export const Route = createFileRoute("/profile/$id/notifications/new")({
  component: ProfileIdNotificationsNewPage,
});

function ProfileIdNotificationsNewPage() {
  const { id } = useParams({ from: "/profile/$id" });
  return <NotificationsPage key="unread" userId={id} filter="unread" />;
}
