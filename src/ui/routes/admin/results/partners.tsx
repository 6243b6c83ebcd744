import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { adminResultGuard, guard } from "../../-guards/guards";

export const Route = createFileRoute("/admin/results/partners")({
  beforeLoad: guard(adminResultGuard),
  component: AdminResultsPartnersPage,
});

function AdminResultsPartnersPage() {
  return <SectionPage section="/admin/results/partners" />;
}
