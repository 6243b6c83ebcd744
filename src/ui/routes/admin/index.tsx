import { createFileRoute } from "@tanstack/react-router";
import { ru } from "../../i18n/ru";
import { AdminHome } from "../../pages/admin/admin-home";

export const Route = createFileRoute("/admin/")({
  component: AdminPage,
});

function AdminPage() {
  return <AdminHome title={ru.sections["/admin"].title} />;
}
