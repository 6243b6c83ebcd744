import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/users/owners")({
  component: AdminUsersOwnersPage,
});

function AdminUsersOwnersPage() {
  return <SectionPage section="/admin/users/owners" />;
}
