import { createFileRoute, useParams } from "@tanstack/react-router";
import { SettingsPage } from "../../../pages/profile/settings-page";
import { guard, ownerOnly, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/settings")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdSettingsPage,
});

function ProfileIdSettingsPage() {
  // The layout parsed the id (a child's Route.useParams() types it as unknown here).
  const { id } = useParams({ from: "/profile/$id" });
  return <SettingsPage id={id} />;
}
