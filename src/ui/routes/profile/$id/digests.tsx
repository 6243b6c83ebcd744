import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { digestsRole7, guard, ownerOnly, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/digests")({
  beforeLoad: guard(requireAuth, ownerOnly, digestsRole7),
  component: ProfileIdDigestsPage,
});

function ProfileIdDigestsPage() {
  return <SectionPage section="/profile/$id/digests" />;
}
