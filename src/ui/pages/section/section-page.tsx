import "@mantine/core/styles/EmptyState.css";
import "@mantine/core/styles/Title.css";
import { EmptyState, Loader, Title } from "@mantine/core";
import { lazy, type ReactNode, Suspense } from "react";
import { rubrics } from "../../../api/schema/rubrics";

// A rubric's feed (the paged-list machine, the cards) comes with the section that shows it, not before.
const RubricFeed = lazy(() =>
  import("../../components/publications/rubric-feed").then((m) => ({ default: m.RubricFeed })),
);

import { feedLogic } from "../../app/wiring/publications";
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
 * A section's page: its name and what it is for (`ru.sections[section]`), then its content. A rubric's
 * section (`/news`, `/sport` … — spec §2's content areas, src/api/schema/publication.ts) is that
 * rubric's feed; a page that brings its own content says so with `feed`; any other shows an honest
 * empty state.
 */
export function SectionPage({
  section,
  children,
  feed = false,
}: {
  section: SectionKey;
  children?: ReactNode;
  /** `children` are the page's content: no empty state beneath them. */
  feed?: boolean;
}) {
  const text: { title: string; description: string; emptyHint?: string } = ru.sections[section];
  const rubric = rubrics.find((one) => `/${one.path}` === section);
  return (
    <section className={css.root} data-section={section} aria-labelledby="section-title">
      <header>
        <Title order={1} id="section-title" className={css.title}>
          {text.title}
        </Title>
        <p className={css.description}>{text.description}</p>
      </header>
      {children}
      {rubric ? (
        <Suspense fallback={<Loader size="sm" role="status" aria-label={ru.empty.loading} />}>
          <RubricFeed feeds={feedLogic} rubricId={rubric.id} />
        </Suspense>
      ) : feed ? null : (
        <EmptyState
          className={css.empty}
          icon={<EmptyIcon />}
          withIndicatorBackground
          title={ru.empty.title}
          description={text.emptyHint ?? ru.empty.hint}
        />
      )}
    </section>
  );
}
