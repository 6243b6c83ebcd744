import { Link } from "@tanstack/react-router";
import { LinkTabs, tabClass } from "../../../../components/link-tabs";
import type { ProfileArea } from "../../../../components/nav-items";
import { ru } from "../../../../i18n/ru";

const short: Partial<Record<string, string>> = ru.profile.navShort;
const label = (to: ProfileArea) => short[to] ?? ru.sections[to].title;

/** Sub-navigation of the user-profile layout: the areas the viewer may open (`profileAreasFor`). */
export function ProfileNav({ id, areas }: { id: number; areas: ReadonlyArray<ProfileArea> }) {
  return (
    <LinkTabs label={ru.profile.navLabel} wrap>
      {areas.map((to) => (
        <Link
          key={to}
          to={to}
          params={{ id }}
          className={tabClass}
          activeOptions={{ exact: to === "/profile/$id" }}
        >
          {label(to)}
        </Link>
      ))}
    </LinkTabs>
  );
}
