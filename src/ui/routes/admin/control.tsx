import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/admin/control")({
  component: AdminControlPage,
});

function AdminControlPage() {
  return <SectionPage section="/admin/control" />;
}
