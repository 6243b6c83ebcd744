import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../../-guards/guards";

export const Route = createFileRoute("/profile/$id/publications/subscribers")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdPublicationsSubscribersPage,
});

function ProfileIdPublicationsSubscribersPage() {
  return <SectionPage section="/profile/$id/publications/subscribers" />;
}
