import { createFileRoute, Outlet } from "@tanstack/react-router";
import { adminOnly, guard } from "../-guards/guards";
import css from "./-components/admin-layout.module.css";
import { AdminMenu } from "./-components/admin-menu";

/** The admin layout: a side menu of every admin page. Token and role 1 required (spec §6). */
export const Route = createFileRoute("/admin")({
  beforeLoad: guard(adminOnly),
  component: AdminLayout,
});

function AdminLayout() {
  return (
    <div data-layout="admin" className={css.layout}>
      <AdminMenu />
      <div className={css.content}>
        <Outlet />
      </div>
    </div>
  );
}
