import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { adminResultGuard, guard } from "../../-guards/guards";

export const Route = createFileRoute("/admin/results/")({
  beforeLoad: guard(adminResultGuard),
  component: AdminResultsPage,
});

function AdminResultsPage() {
  return <SectionPage section="/admin/results" />;
}
