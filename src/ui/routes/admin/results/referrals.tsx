import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { adminResultGuard, guard } from "../../-guards/guards";

export const Route = createFileRoute("/admin/results/referrals")({
  beforeLoad: guard(adminResultGuard),
  component: AdminResultsReferralsPage,
});

function AdminResultsReferralsPage() {
  return <SectionPage section="/admin/results/referrals" />;
}
