import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import {
  selectHasMore,
  selectIsEmpty,
  selectListProblem,
  selectListStatus,
  selectLoadingMore,
  selectRows,
} from "../../../machines/lib/paged-list.selectors";
import { type FeedOf, feedLogic } from "../../app/wiring/publications";
import { ruPublications } from "../../i18n/ru.publications";
import { PublicationCardView } from "./publication-card";
import css from "./publications.module.css";

const t = ruPublications.feed;

/**
 * A feed of publications on the paged-list machine, in spec §9's masonry (400 px columns, at least one,
 * no gap): a loader, a failure with «Повторить», `empty` when there is nothing, «Показать ещё».
 */
export function PublicationFeed({
  feed,
  empty,
  changes = 0,
}: {
  feed: FeedOf;
  empty: string;
  /** Grows when the page knows the feed changed (the author saved): the first page is read again. */
  changes?: number;
}) {
  const [logic] = useState(() => feedLogic(feed));
  const list = useActorRef(logic, { input: {} });
  useEffect(() => {
    if (changes > 0) list.send({ type: "list.reload" });
  }, [changes, list]);
  const status = useSelector(list, selectListStatus);
  const rows = useSelector(list, selectRows);
  const none = useSelector(list, selectIsEmpty);
  const problem = useSelector(list, selectListProblem);
  const hasMore = useSelector(list, selectHasMore);
  const loadingMore = useSelector(list, selectLoadingMore);

  if (status === "loading") return <Loader role="status" size="sm" aria-label={t.loading} />;
  if (status === "failed") {
    return (
      <Alert color="red" role="alert">
        {t.failed} {problem?.message}{" "}
        <Button size="xs" variant="subtle" onClick={() => list.send({ type: "list.refresh" })}>
          {t.retry}
        </Button>
      </Alert>
    );
  }
  if (none) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm">
      <ul className={css.masonry} data-feed={feed.kind}>
        {rows.map((card) => (
          <li key={card.id} className={css.item}>
            <PublicationCardView card={card} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="subtle" loading={loadingMore} onClick={() => list.send({ type: "list.more" })}>
          {t.more}
        </Button>
      ) : null}
    </Stack>
  );
}
