import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, ownerOnly, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/interests")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileIdInterestsPage,
});

function ProfileIdInterestsPage() {
  return <SectionPage section="/profile/$id/interests" />;
}
