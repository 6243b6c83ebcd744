import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/admin/derive")({
  component: AdminDerivePage,
});

function AdminDerivePage() {
  return <SectionPage section="/admin/derive" />;
}
