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
} from "../../../machines/lib/paged-list.selectors";

/** What a paged list says while loading, when it failed, when it is empty, and on its buttons. */
export interface PagedListTexts {
  readonly loading: string;
  readonly failed: string;
  readonly empty: string;
  readonly retry: string;
  readonly more: string;
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
  if (empty) return <Text c="dimmed">{texts.empty}</Text>;
  return (
    <Stack gap="xs">
      {children(rows)}
      {hasMore ? (
        <Button variant="subtle" loading={loadingMore} onClick={() => list.send({ type: "list.more" })}>
          {texts.more}
        </Button>
      ) : null}
    </Stack>
  );
}
