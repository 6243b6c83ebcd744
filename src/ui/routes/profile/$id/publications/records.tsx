import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../../-guards/guards";

export const Route = createFileRoute("/profile/$id/publications/records")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdPublicationsRecordsPage,
});

function ProfileIdPublicationsRecordsPage() {
  return <SectionPage section="/profile/$id/publications/records" />;
}
