import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../../-guards/guards";

export const Route = createFileRoute("/profile/$id/publications/management")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdPublicationsManagementPage,
});

function ProfileIdPublicationsManagementPage() {
  return <SectionPage section="/profile/$id/publications/management" />;
}
