import { createFileRoute, Link, Outlet, useParams } from "@tanstack/react-router";
import { LinkTabs, tabClass } from "../../../../components/link-tabs";
import { ru } from "../../../../i18n/ru";
import { guard, ownerOnly, requireAuth } from "../../../-guards/guards";

/** The profile-notification layout: new / archive tabs. Owner only (spec §6). */
export const Route = createFileRoute("/profile/$id/notifications")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: NotificationLayout,
});

function NotificationLayout() {
  const { id } = useParams({ from: "/profile/$id" });
  return (
    <div data-layout="profile-notification">
      <LinkTabs label={ru.profile.notificationsNavLabel}>
        <Link to="/profile/$id/notifications/new" params={{ id }} className={tabClass}>
          {ru.profile.notificationsNew}
        </Link>
        <Link to="/profile/$id/notifications/archive" params={{ id }} className={tabClass}>
          {ru.profile.notificationsArchive}
        </Link>
      </LinkTabs>
      <Outlet />
    </div>
  );
}
