import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../../-guards/guards";

export const Route = createFileRoute("/profile/$id/publications/visio")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdPublicationsVisioPage,
});

function ProfileIdPublicationsVisioPage() {
  return <SectionPage section="/profile/$id/publications/visio" />;
}
