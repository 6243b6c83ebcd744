import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/users/curators")({
  component: AdminUsersCuratorsPage,
});

function AdminUsersCuratorsPage() {
  return <SectionPage section="/admin/users/curators" />;
}
