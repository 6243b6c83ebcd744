import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../../-guards/guards";

export const Route = createFileRoute("/profile/$id/publications/")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdPublicationsPage,
});

function ProfileIdPublicationsPage() {
  return <SectionPage section="/profile/$id/publications" />;
}
