import "../../components/mantine-styles";
import { Title } from "@mantine/core";
import { ru } from "../../i18n/ru";
import { ruAbout } from "../../i18n/ru.about";
import css from "./about.module.css";
import { Join } from "./join";
import { PageHero } from "./page-hero";
import { Point } from "./point";
import { ProjectFigures } from "./project-figures";

const t = ruAbout.benefits;

/**
 * /benefits («Преимущества»; anyone's): what a member gains, what a guest may do and what a member may
 * beyond, МИР in live figures, and the way in.
 */
export function BenefitsPage() {
  return (
    <article className={css.root} aria-labelledby="benefits-title" data-page="benefits">
      <PageHero id="benefits-title" title={ru.sections["/benefits"].title} lead={t.lead} />
      <section aria-labelledby="benefits-gains">
        <Title order={2} id="benefits-gains" className={css.sectionTitle}>
          {t.gainsTitle}
        </Title>
        <ul className={`${css.grid} ${css.wide}`}>
          {Object.entries(t.gains).map(([key, gain]) => (
            <Point key={key} {...gain} />
          ))}
        </ul>
      </section>
      <section aria-label={t.compareLabel} className={css.compare}>
        {[
          { title: t.guestTitle, lines: t.guest },
          { title: t.memberTitle, lines: t.member },
        ].map((who) => (
          <div key={who.title} className={css.card}>
            <Title order={2} className={css.cardTitle}>
              {who.title}
            </Title>
            <ul className={css.list}>
              {who.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <ProjectFigures />
      <Join other="/about-project" />
    </article>
  );
}
