import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { useState } from "react";
import { shortestQuery } from "../../../machines/structure/structure.machine";
import {
  selectMatches,
  selectNodes,
  selectRevealed,
  selectSearchProblem,
  selectSearchState,
} from "../../../machines/structure/structure.selectors";
import type { StructureTreeActor } from "../../app/wiring/structure";
import { ruStructure } from "../../i18n/ru.structure";
import css from "./structure-page.module.css";

const t = ruStructure.tree.search;

/**
 * A search by name within the structure: the first member found has the way down to them opened in the
 * tree and takes the focus; the others are listed, each opening theirs. What happened is said aloud.
 */
export function StructureSearch({ tree }: { tree: StructureTreeActor }) {
  const [query, setQuery] = useState("");
  const state = useSelector(tree, selectSearchState);
  const matches = useSelector(tree, selectMatches);
  const revealed = useSelector(tree, selectRevealed);
  const nodes = useSelector(tree, selectNodes);
  const problem = useSelector(tree, selectSearchProblem);
  const short = query.trim().length < shortestQuery;
  const nameOf = (id: number) => nodes[id]?.user?.name ?? "…";
  const first = matches[0]?.node.user?.name ?? "";
  return (
    <Stack gap="xs">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is newer than some of the browsers and DOMs we serve; the role says the same. */}
      <form
        role="search"
        className={css.search}
        onSubmit={(event) => {
          event.preventDefault();
          if (!short) tree.send({ type: "structure.search", query });
        }}
      >
        <TextInput
          label={t.label}
          placeholder={t.placeholder}
          value={query}
          maxLength={100}
          onChange={(event) => setQuery(event.currentTarget.value)}
          className={css.searchField}
          description={query && short ? t.short : undefined}
        />
        <Group gap="xs" className={css.searchButtons}>
          <Button type="submit" disabled={short}>
            {t.submit}
          </Button>
          {state === "idle" ? null : (
            <Button
              variant="default"
              onClick={() => {
                setQuery("");
                tree.send({ type: "structure.searchClear" });
              }}
            >
              {t.clear}
            </Button>
          )}
        </Group>
      </form>
      <div role="status" className={css.searchStatus} data-search-state={state}>
        {state === "searching" ? <Text size="sm">{t.searching}</Text> : null}
        {state === "found" ? <Text size="sm">{t.found(matches.length, first)}</Text> : null}
        {state === "notFound" ? <Text size="sm">{t.notFound}</Text> : null}
        {state === "failed" ? (
          <Group gap="xs">
            <Text size="sm" c="red">
              {t.failed} {problem?.message}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => tree.send({ type: "structure.searchRetry" })}
            >
              {ruStructure.tree.retry}
            </Button>
          </Group>
        ) : null}
      </div>
      {state === "found" && revealed.length > 1 ? (
        <Text size="sm" c="dimmed" data-revealed-path="">
          {t.path}: {revealed.map(nameOf).join(" → ")}
        </Text>
      ) : null}
      {state === "found" && matches.length > 1 ? (
        <ul className={css.matches} aria-label={t.matches}>
          {matches.map((match) => (
            <li key={match.node.id}>
              <Button
                variant={revealed.at(-1) === match.node.id ? "light" : "subtle"}
                size="compact-sm"
                onClick={() => tree.send({ type: "structure.reveal", id: match.node.id })}
              >
                {t.match(match.node.user?.name ?? "", match.level)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
