import { createFileRoute } from "@tanstack/react-router";
import { ru } from "../../../i18n/ru";
import { ReferralResultsPage } from "../../../pages/admin/referral-results-page";
import { adminResultGuard, guard } from "../../-guards/guards";

export const Route = createFileRoute("/admin/results/referrals")({
  beforeLoad: guard(adminResultGuard),
  component: AdminResultsReferralsPage,
});

function AdminResultsReferralsPage() {
  return <ReferralResultsPage title={ru.sections["/admin/results/referrals"].title} />;
}
