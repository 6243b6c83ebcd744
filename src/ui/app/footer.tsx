import { Link } from "@tanstack/react-router";
import { footerLinks } from "../components/nav-items";
import { ru } from "../i18n/ru";
import css from "./shell.module.css";

export function Footer() {
  return (
    <footer className={css.footer}>
      <div className={css.footerInner}>
        <span>
          {ru.footer.copyright}, {new Date().getFullYear()} · {ru.footer.tagline}
        </span>
        <nav aria-label={ru.footer.label}>
          <ul className={css.footerLinks}>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
