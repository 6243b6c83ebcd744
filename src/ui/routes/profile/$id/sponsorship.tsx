import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/sponsorship")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdSponsorshipPage,
});

function ProfileIdSponsorshipPage() {
  return <SectionPage section="/profile/$id/sponsorship" />;
}
