import { createFileRoute } from "@tanstack/react-router";
import { ru } from "../../../i18n/ru";
import { FranchiseesPage } from "../../../pages/admin/franchisees-page";

export const Route = createFileRoute("/admin/users/franchisees")({
  component: AdminFranchiseesRoute,
});

function AdminFranchiseesRoute() {
  return <FranchiseesPage title={ru.sections["/admin/users/franchisees"].title} />;
}
