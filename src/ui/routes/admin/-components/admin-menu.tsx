import { Link } from "@tanstack/react-router";
import { adminAreas, adminDepth } from "../../../components/nav-items";
import { ru } from "../../../i18n/ru";
import css from "./admin-layout.module.css";

/** The admin side menu: every admin page of spec §2, sub-pages indented under their section. */
export function AdminMenu() {
  return (
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
  );
}
