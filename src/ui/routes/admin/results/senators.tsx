import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { adminResultGuard, guard } from "../../-guards/guards";

export const Route = createFileRoute("/admin/results/senators")({
  beforeLoad: guard(adminResultGuard),
  component: AdminResultsSenatorsPage,
});

function AdminResultsSenatorsPage() {
  return <SectionPage section="/admin/results/senators" />;
}
