import { Title } from "@mantine/core";
import css from "./about.module.css";

/** The head of the project's pages: the page's title (`id` names it for the article) and its lead. */
export function PageHero({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <header className={css.hero}>
      <Title order={1} id={id} className={css.title}>
        {title}
      </Title>
      <p className={css.lead}>{lead}</p>
    </header>
  );
}
