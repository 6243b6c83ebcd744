import "@mantine/core/styles/EmptyState.css";
import "@mantine/core/styles/Title.css";
import { EmptyState, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ru, type SectionKey } from "../../i18n/ru";
import css from "./section-page.module.css";

function EmptyIcon() {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 13l2.5-7h11L20 13v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />
      <path d="M4 13h4.5l1 2h5l1-2H20" />
    </svg>
  );
}

/**
 * A page whose content the spec does not show: the section's name, what it is for and an honest empty
 * state. Texts come from `ru.sections[section]`.
 */
export function SectionPage({ section, children }: { section: SectionKey; children?: ReactNode }) {
  const text: { title: string; description: string; emptyHint?: string } = ru.sections[section];
  return (
    <section className={css.root} data-section={section} aria-labelledby="section-title">
      <header>
        <Title order={1} id="section-title" className={css.title}>
          {text.title}
        </Title>
        <p className={css.description}>{text.description}</p>
      </header>
      {children}
      <EmptyState
        className={css.empty}
        icon={<EmptyIcon />}
        withIndicatorBackground
        title={ru.empty.title}
        description={text.emptyHint ?? ru.empty.hint}
      />
    </section>
  );
}
