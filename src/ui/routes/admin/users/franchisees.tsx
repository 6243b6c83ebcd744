import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";

export const Route = createFileRoute("/admin/users/franchisees")({
  component: AdminUsersFranchiseesPage,
});

function AdminUsersFranchiseesPage() {
  return <SectionPage section="/admin/users/franchisees" />;
}
