import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";
import { financeGuard, guard } from "../-guards/guards";

export const Route = createFileRoute("/admin/finance")({
  beforeLoad: guard(financeGuard),
  component: AdminFinancePage,
});

function AdminFinancePage() {
  return <SectionPage section="/admin/finance" />;
}
