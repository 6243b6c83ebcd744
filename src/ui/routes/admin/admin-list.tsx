import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/admin/admin-list")({
  component: AdminAdminListPage,
});

function AdminAdminListPage() {
  return <SectionPage section="/admin/admin-list" />;
}
