import { createFileRoute } from "@tanstack/react-router";
import { RoleId } from "../../../../api/schema/user";
import { ru } from "../../../i18n/ru";
import { AdminUsersPage } from "../../../pages/admin/users-page";

export const Route = createFileRoute("/admin/users/curators")({
  component: AdminCuratorsRoute,
});

function AdminCuratorsRoute() {
  return <AdminUsersPage title={ru.sections["/admin/users/curators"].title} role={RoleId.curator} />;
}
