import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../../-guards/guards";

export const Route = createFileRoute("/profile/$id/publications/resources")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdPublicationsResourcesPage,
});

function ProfileIdPublicationsResourcesPage() {
  return <SectionPage section="/profile/$id/publications/resources" />;
}
