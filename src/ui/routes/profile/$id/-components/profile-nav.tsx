import { Link } from "@tanstack/react-router";
import { LinkTabs, tabClass } from "../../../../components/link-tabs";
import { profileAreas } from "../../../../components/nav-items";
import { ru } from "../../../../i18n/ru";

const short: Partial<Record<string, string>> = ru.profile.navShort;
const label = (to: (typeof profileAreas)[number]) => short[to] ?? ru.sections[to].title;

/** Sub-navigation of the user-profile layout. */
export function ProfileNav({ id }: { id: number }) {
  return (
    <LinkTabs label={ru.profile.navLabel} wrap>
      {profileAreas.map((to) => (
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
