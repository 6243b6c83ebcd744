import { createFileRoute } from "@tanstack/react-router";
import { RoleId } from "../../../api/schema/user";
import { ru } from "../../i18n/ru";
import { AdminUsersPage } from "../../pages/admin/users-page";

export const Route = createFileRoute("/admin/admin-list")({
  component: AdminAdminListRoute,
});

function AdminAdminListRoute() {
  return <AdminUsersPage title={ru.sections["/admin/admin-list"].title} role={RoleId.admin} />;
}
