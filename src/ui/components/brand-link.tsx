import { Link } from "@tanstack/react-router";
import { ru } from "../i18n/ru";
import css from "./brand-link.module.css";
import { Logo } from "./logo";

/**
 * The globe and the name, leading home: the header's, and the viewer pages' in their own bar (they have
 * no header, spec §2), the same size in both.
 */
export function BrandLink() {
  return (
    <Link to="/" className={css.brand} aria-label={`${ru.brand} — ${ru.nav.home}`}>
      <Logo size={32} />
      <span aria-hidden="true">{ru.brand}</span>
    </Link>
  );
}
