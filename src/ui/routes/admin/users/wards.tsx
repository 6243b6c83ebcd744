import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/users/wards")({
  component: AdminUsersWardsPage,
});

function AdminUsersWardsPage() {
  return <SectionPage section="/admin/users/wards" />;
}
