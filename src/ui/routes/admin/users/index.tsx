import { createFileRoute } from "@tanstack/react-router";
import { ru } from "../../../i18n/ru";
import { AdminUsersPage } from "../../../pages/admin/users-page";

export const Route = createFileRoute("/admin/users/")({
  component: AdminUsersRoute,
});

function AdminUsersRoute() {
  return <AdminUsersPage title={ru.sections["/admin/users"].title} />;
}
