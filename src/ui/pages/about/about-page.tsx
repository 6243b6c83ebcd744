import "../../components/mantine-styles";
import { Title } from "@mantine/core";
import { AnchorLink } from "../../components/links";
import { ru } from "../../i18n/ru";
import { ruAbout } from "../../i18n/ru.about";
import css from "./about.module.css";
import { Join } from "./join";
import { PageHero } from "./page-hero";
import { Point } from "./point";
import { ProjectFigures } from "./project-figures";

const t = ruAbout.about;

/**
 * /about-project («О проекте»; anyone's): what МИР is, МИР in live figures, its parts, how it is built,
 * and the way in.
 */
export function AboutPage() {
  const parts = t.parts;
  return (
    <article className={css.root} aria-labelledby="about-title" data-page="about-project">
      <PageHero id="about-title" title={ru.sections["/about-project"].title} lead={t.lead} />
      <ProjectFigures />
      <section aria-labelledby="about-parts">
        <Title order={2} id="about-parts" className={css.sectionTitle}>
          {t.partsTitle}
        </Title>
        <ul className={`${css.grid} ${css.wide}`}>
          <Point {...parts.profile} />
          <Point {...parts.friends} />
          <Point {...parts.messages} />
          <Point {...parts.feed} />
          <Point {...parts.blogs}>
            <AnchorLink to="/blogs">{t.openBlogs}</AnchorLink>
          </Point>
          <Point {...parts.sections}>
            <AnchorLink to="/news">{t.openNews}</AnchorLink>
          </Point>
        </ul>
      </section>
      <section aria-labelledby="about-principles">
        <Title order={2} id="about-principles" className={css.sectionTitle}>
          {t.principlesTitle}
        </Title>
        <ul className={css.grid}>
          {Object.entries(t.principles).map(([key, point]) => (
            <Point key={key} {...point} />
          ))}
        </ul>
      </section>
      <Join other="/benefits" />
    </article>
  );
}
