import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/settings")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdSettingsPage,
});

function ProfileIdSettingsPage() {
  return <SectionPage section="/profile/$id/settings" />;
}
