import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { adminResultGuard, guard } from "../../-guards/guards";

export const Route = createFileRoute("/admin/results/points")({
  beforeLoad: guard(adminResultGuard),
  component: AdminResultsPointsPage,
});

function AdminResultsPointsPage() {
  return <SectionPage section="/admin/results/points" />;
}
