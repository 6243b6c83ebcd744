import { createFileRoute, Link, Outlet, useParams } from "@tanstack/react-router";
import { LinkTabs, tabClass } from "../../../../components/link-tabs";
import { publicationAreas } from "../../../../components/nav-items";
import { ru } from "../../../../i18n/ru";
import { guard, ownerOnly, requireAuth } from "../../../-guards/guards";

/** Tabs over the kinds of publications. Owner only (spec §6): one guard here for every tab. */
export const Route = createFileRoute("/profile/$id/publications")({
  beforeLoad: guard(requireAuth, ownerOnly),
  component: PublicationsTabs,
});

function PublicationsTabs() {
  const { id } = useParams({ from: "/profile/$id" });
  return (
    <>
      <LinkTabs label={ru.profile.publicationsNavLabel}>
        {publicationAreas.map((to) => (
          <Link
            key={to}
            to={to}
            params={{ id }}
            className={tabClass}
            activeOptions={{ exact: to === "/profile/$id/publications" }}
          >
            {ru.sections[to].title}
          </Link>
        ))}
      </LinkTabs>
      <Outlet />
    </>
  );
}
