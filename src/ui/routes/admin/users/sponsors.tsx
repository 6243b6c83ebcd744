import { createFileRoute } from "@tanstack/react-router";
import { RoleId } from "../../../../api/schema/user";
import { ru } from "../../../i18n/ru";
import { AdminUsersPage } from "../../../pages/admin/users-page";

export const Route = createFileRoute("/admin/users/sponsors")({
  component: AdminSponsorsRoute,
});

function AdminSponsorsRoute() {
  return <AdminUsersPage title={ru.sections["/admin/users/sponsors"].title} role={RoleId.sponsor} />;
}
