import { Link, useLocation } from "@tanstack/react-router";
import { LinkTabs, tabClass } from "../../../components/link-tabs";
import { adminAreas, adminDepth } from "../../../components/nav-items";
import { ru } from "../../../i18n/ru";
import css from "./admin-layout.module.css";

type AdminArea = (typeof adminAreas)[number];

/** The admin sections (the menu's top level) and, for each, its own pages (the section first). */
const sections = adminAreas.filter((to) => adminDepth(to) === 0);
const pagesOf = (section: AdminArea) =>
  section === "/admin" ? [] : adminAreas.filter((to) => to === section || to.startsWith(`${section}/`));

/** The section the address is in: the longest section path it starts with (/admin itself only exactly). */
function sectionOf(pathname: string): AdminArea | undefined {
  const path = pathname.replace(/(.)\/$/, "$1");
  return sections.find((to) => to !== "/admin" && (path === to || path.startsWith(`${to}/`)));
}

/**
 * The admin menu: every admin page of spec §2. Beside the page on a wide screen (sub-pages indented
 * under their section); on a phone the profile's compact menu instead (`LinkTabs`, one row of chips
 * that scrolls sideways, the current one in view), the sections in one row and the current section's
 * pages in a row under it — the page itself starts in the first screen, not below 31 stacked links.
 * Which of the two is shown is the stylesheet's (one breakpoint, no flash while a script measures).
 */
export function AdminMenu() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const section = sectionOf(pathname);
  const pages = section ? pagesOf(section) : [];
  return (
    <>
      <nav aria-label={ru.admin.menuLabel} className={css.menu}>
        <ul className={css.list}>
          {adminAreas.map((to) => (
            <li key={to}>
              <Link to={to} className={css.link} data-depth={adminDepth(to)} activeOptions={{ exact: true }}>
                {ru.sections[to].title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={css.compact}>
        <LinkTabs label={ru.admin.menuLabel} wrap>
          {sections.map((to) => (
            <Link key={to} to={to} className={tabClass} activeOptions={{ exact: to === "/admin" }}>
              {ru.sections[to].title}
            </Link>
          ))}
        </LinkTabs>
        {section && pages.length > 1 ? (
          <LinkTabs label={ru.admin.pagesLabel(ru.sections[section].title)}>
            {pages.map((to) => (
              <Link key={to} to={to} className={tabClass} activeOptions={{ exact: true }}>
                {ru.sections[to].title}
              </Link>
            ))}
          </LinkTabs>
        ) : null}
      </div>
    </>
  );
}
