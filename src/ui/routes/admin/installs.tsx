import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/admin/installs")({
  component: AdminInstallsPage,
});

function AdminInstallsPage() {
  return <SectionPage section="/admin/installs" />;
}
