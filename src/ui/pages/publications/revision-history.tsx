import { Stack, Text, Title } from "@mantine/core";
import { revisionsLogic } from "../../app/wiring/publications";
import { fullLabel } from "../../components/dates/format";
import { ResourceView } from "../../components/resource-view";
import { RichTextView } from "../../components/rich-text/rich-text-view";
import { useResource } from "../../components/use-resource";
import { ruPublications } from "../../i18n/ru.publications";
import css from "./editor-page.module.css";

const t = ruPublications.history;

/**
 * A published publication's earlier versions, newest first (each edit of a published one keeps the text
 * it replaced): its author opens one to read what it said.
 */
export function RevisionHistory({ id }: { id: number }) {
  const revisions = useResource(revisionsLogic, { id });
  return (
    <Stack gap="xs" component="section" aria-labelledby="history-title" mt="lg" data-revisions="">
      <Title order={2} size="h4" id="history-title">
        {t.title}
      </Title>
      <ResourceView resource={revisions} loading={t.loading} failed={t.failed}>
        {(list) =>
          list.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.empty}
            </Text>
          ) : (
            list.map((revision) => (
              <details key={revision.version} className={css.revision} data-revision={revision.version}>
                <summary>{t.version(revision.version, fullLabel(revision.savedAt), revision.title)}</summary>
                <RichTextView doc={revision.text} />
              </details>
            ))
          )
        }
      </ResourceView>
    </Stack>
  );
}
