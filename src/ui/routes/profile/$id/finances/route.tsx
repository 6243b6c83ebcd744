import { createFileRoute, Link, Outlet, useParams } from "@tanstack/react-router";
import { LinkTabs, tabClass } from "../../../../components/link-tabs";
import { financeAreas } from "../../../../components/nav-items";
import { ru } from "../../../../i18n/ru";
import { guard, ownerOnly, requireAuth } from "../../../-guards/guards";

/** The profile-finance layout: balance, courses and applications tabs. Owner only (spec §6). */
export const Route = createFileRoute("/profile/$id/finances")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: FinanceLayout,
});

function FinanceLayout() {
  const { id } = useParams({ from: "/profile/$id" });
  return (
    <div data-layout="profile-finance">
      <LinkTabs label={ru.profile.financeNavLabel}>
        {financeAreas.map((to) => (
          <Link
            key={to}
            to={to}
            params={{ id }}
            className={tabClass}
            activeOptions={{ exact: to === "/profile/$id/finances" }}
          >
            {ru.sections[to].title}
          </Link>
        ))}
      </LinkTabs>
      <Outlet />
    </div>
  );
}
