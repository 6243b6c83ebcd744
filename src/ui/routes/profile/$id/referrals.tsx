import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/referrals")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdReferralsPage,
});

function ProfileIdReferralsPage() {
  return <SectionPage section="/profile/$id/referrals" />;
}
