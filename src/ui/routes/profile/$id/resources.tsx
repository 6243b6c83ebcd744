import { createFileRoute, useParams } from "@tanstack/react-router";
import { ResourcesPage } from "../../../pages/profile/resources-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/resources")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdResourcesPage,
});

function ProfileIdResourcesPage() {
  // The layout parsed the id (a child's Route.useParams() types it as unknown here).
  const { id } = useParams({ from: "/profile/$id" });
  return <ResourcesPage id={id} />;
}
