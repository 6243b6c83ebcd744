import { Button } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Logo } from "../components/logo";
import { mainAreas } from "../components/nav-items";
import { ru } from "../i18n/ru";
import { BurgerMenu } from "./burger-menu";
import { ColorSchemeSwitch } from "./color-scheme-switch";
import css from "./shell.module.css";

export function Header() {
  return (
    <header className={css.header}>
      <div className={css.headerInner}>
        <Link to="/" className={css.brand} aria-label={`${ru.brand} — ${ru.nav.home}`}>
          <Logo size={32} />
          <span aria-hidden="true">{ru.brand}</span>
        </Link>
        <nav aria-label={ru.nav.label} className={css.nav}>
          {mainAreas.map((area) => (
            <Link
              key={area.to}
              to={area.to}
              className={css.navLink}
              activeOptions={{ exact: area.to === "/" }}
            >
              {area.label}
            </Link>
          ))}
        </nav>
        <div className={css.actions}>
          <div className={css.wide}>
            <ColorSchemeSwitch />
          </div>
          <Button component={Link} to="/auth" size="xs" variant="light" className={css.wide}>
            {ru.nav.signIn}
          </Button>
          <BurgerMenu variant="user" />
        </div>
      </div>
    </header>
  );
}
