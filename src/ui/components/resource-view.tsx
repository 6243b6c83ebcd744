import { Loader, type LoaderProps } from "@mantine/core";
import type { ReactNode } from "react";
import type { Problem } from "../../machines/lib/problem";
import { ProblemAlert } from "./form/fields";

/** What {@link useResource} gives: the data once loaded, why it failed, and how to ask again. */
export interface ResourceState<D> {
  readonly data: D | undefined;
  readonly problem: Problem | null;
  readonly reload: () => void;
}

/** What a resource shows until its data comes: a loader, or the failure with «Повторить». */
export function ResourceWait({
  problem,
  reload,
  loading,
  failed,
  loaderProps,
}: {
  problem: Problem | null;
  /** Offers «Повторить» with the failure; none: nothing to try again. */
  reload?: () => void;
  /** The loader's accessible name («Загружаем…»). */
  loading: string;
  /** The failure's title, when the message alone would not say what failed. */
  failed?: string;
  loaderProps?: LoaderProps;
}) {
  if (problem) return <ProblemAlert problem={problem} title={failed} onRetry={reload} />;
  return <Loader role="status" size="sm" aria-label={loading} {...loaderProps} />;
}

/**
 * The three faces of one thing read from the server, drawn the same way everywhere (as PagedListView does
 * for lists): a loader named `loading` for screen readers, the failure with «Повторить», or the data,
 * drawn by `children`. Data already shown stays while it is read again.
 */
export function ResourceView<D>({
  resource: { data, problem, reload },
  loading,
  failed,
  loaderProps,
  children,
}: {
  resource: ResourceState<D>;
  /** The loader's accessible name («Загружаем…»). */
  loading: string;
  /** The failure's title, when the message alone would not say what failed. */
  failed?: string;
  loaderProps?: LoaderProps;
  children: (data: D) => ReactNode;
}) {
  if (data !== undefined) return children(data);
  return (
    <ResourceWait
      problem={problem}
      reload={reload}
      loading={loading}
      failed={failed}
      loaderProps={loaderProps}
    />
  );
}
