import { createFileRoute } from "@tanstack/react-router";
import { RoleId } from "../../../../api/schema/user";
import { ru } from "../../../i18n/ru";
import { AdminUsersPage } from "../../../pages/admin/users-page";

export const Route = createFileRoute("/admin/users/owners")({
  component: AdminOwnersRoute,
});

function AdminOwnersRoute() {
  return <AdminUsersPage title={ru.sections["/admin/users/owners"].title} role={RoleId.owner} />;
}
