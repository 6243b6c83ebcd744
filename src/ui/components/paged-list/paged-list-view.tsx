import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import type { PagedListActor, Row } from "../../../machines/lib/paged-list.machine";
import {
  selectHasMore,
  selectIsEmpty,
  selectListProblem,
  selectListStatus,
  selectLoadingMore,
  selectRows,
  selectUnseen,
} from "../../../machines/lib/paged-list.selectors";

/** What a paged list says while loading, when it failed, when it is empty, and on its buttons. */
export interface PagedListTexts {
  readonly loading: string;
  readonly failed: string;
  readonly empty: string;
  readonly retry: string;
  readonly more: string;
  /** The button that brings rows announced meanwhile («Показать 3 новые записи»); none: not shown. */
  readonly news?: (count: number) => string;
}

/**
 * The states every paged list shows the same way (the paged-list machine): a loader, a failure with a
 * retry, the empty text — or the rows, drawn by `children`, and «Показать ещё» while there are more.
 */
export function PagedListView<T extends Row>({
  list,
  texts,
  children,
}: {
  list: PagedListActor<T>;
  texts: PagedListTexts;
  children: (rows: ReadonlyArray<T>) => ReactNode;
}) {
  const status = useSelector(list, selectListStatus);
  const rows = useSelector(list, selectRows);
  const empty = useSelector(list, selectIsEmpty);
  const problem = useSelector(list, selectListProblem);
  const hasMore = useSelector(list, selectHasMore);
  const loadingMore = useSelector(list, selectLoadingMore);
  const unseen = useSelector(list, selectUnseen);
  if (status === "loading") return <Loader role="status" size="sm" aria-label={texts.loading} />;
  if (status === "failed") {
    return (
      <Alert color="red" role="alert">
        {texts.failed} {problem?.message}{" "}
        <Button size="xs" variant="subtle" onClick={() => list.send({ type: "list.refresh" })}>
          {texts.retry}
        </Button>
      </Alert>
    );
  }
  const news =
    unseen > 0 && texts.news ? (
      <Button
        variant="light"
        onClick={() => list.send({ type: "list.reload" })}
        style={{ alignSelf: "center" }}
      >
        {texts.news(unseen)}
      </Button>
    ) : null;
  if (empty && !news) return <Text c="dimmed">{texts.empty}</Text>;
  return (
    <Stack gap="xs">
      {news}
      {children(rows)}
      {hasMore ? (
        <Button variant="subtle" loading={loadingMore} onClick={() => list.send({ type: "list.more" })}>
          {texts.more}
        </Button>
      ) : null}
    </Stack>
  );
}
