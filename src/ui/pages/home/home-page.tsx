import { Button } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Logo } from "../../components/logo";
import { homeAreas } from "../../components/nav-items";
import { ru } from "../../i18n/ru";
import css from "./home-page.module.css";

/** Home `/`: what МИР is, where to go, and a way in. Kept alive (spec §2), so it uses no route hooks. */
export function HomePage() {
  return (
    <div className={css.root} data-keepalive="home">
      <section className={css.hero} aria-labelledby="home-title">
        <div>
          <h1 id="home-title" className={css.title}>
            {ru.home.heroTitle}
          </h1>
          <p className={css.text}>{ru.home.heroText}</p>
          <div className={css.actions}>
            <Button component={Link} to="/auth" size="md">
              {ru.home.signIn}
            </Button>
            <Button component={Link} to="/about-project" size="md" variant="default">
              {ru.home.about}
            </Button>
          </div>
        </div>
        <div className={css.heroLogo}>
          <Logo size={160} />
        </div>
      </section>
      <section aria-labelledby="home-areas">
        <h2 id="home-areas" className={css.areasTitle}>
          {ru.home.areasTitle}
        </h2>
        <ul className={css.areas}>
          {homeAreas.map((to) => (
            <li key={to}>
              <Link to={to} className={css.area}>
                <span className={css.areaName}>{ru.sections[to].title}</span>
                <span className={css.areaText}>{ru.sections[to].description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
