import { createFileRoute, redirect } from "@tanstack/react-router";

/** /profile/{id}/notifications has no page of its own: it opens the "new" tab. */
export const Route = createFileRoute("/profile/$id/notifications/")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/profile/$id/notifications/new", params, replace: true });
  },
});
