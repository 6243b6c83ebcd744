import "../../components/mantine-styles";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useActorRef, useSelector } from "@xstate/react";
import { lazy, Suspense, useState } from "react";
import type { ReferralSummary } from "../../../api/schema/structure";
import { selectLoading, selectRoot } from "../../../machines/structure/structure.selectors";
import { referralSummaryLogic, structureTreeLogic } from "../../app/wiring/structure";
import { AnchorLink } from "../../components/links";
import { useInspectable } from "../../components/live-actors";
import { ResourceView } from "../../components/resource-view";
import { useResource } from "../../components/use-resource";
import { ruStructure } from "../../i18n/ru.structure";
import { StructureOutline } from "./structure-outline";
import css from "./structure-page.module.css";
import { StructureSearch } from "./structure-search";

const t = ruStructure.tree;

// The drawing's libraries (d3-hierarchy, d3-zoom) come only to a wide screen that shows it.
const StructureDrawing = lazy(() =>
  import("./structure-drawing").then((module) => ({ default: module.StructureDrawing })),
);

/** From this width the tree is drawn (with zoom and pan); below it, an outline. */
const wideScreen = "(min-width: 62em)";

/**
 * /the_game/structure and /the_game/structure/{id} (issue 29): a member's structure as an interactive
 * tree, for those who may open it (the owner, anyone above them, admins); anyone else sees the counts and
 * why the rest is closed.
 */
export function StructurePage({ ownerId, own }: { ownerId: number; own: boolean }) {
  const summary = useResource(referralSummaryLogic, { id: ownerId });
  return (
    <Stack gap="md" className={css.root} data-structure={ownerId}>
      <ResourceView resource={summary} loading={ruStructure.loading} failed={ruStructure.failed}>
        {(data) =>
          data.open ? (
            <OpenStructure ownerId={ownerId} own={own} summary={data} />
          ) : (
            <>
              <Title order={1} size="h2">
                {t.title}
              </Title>
              <Totals summary={data} />
              <Text data-structure-closed="">{t.closed}</Text>
            </>
          )
        }
      </ResourceView>
    </Stack>
  );
}

function Totals({ summary }: { summary: ReferralSummary }) {
  return (
    <Text fw={500} data-structure-total={summary.total}>
      {t.total(summary.total, summary.levels.length)}
    </Text>
  );
}

function OpenStructure({
  ownerId,
  own,
  summary,
}: {
  ownerId: number;
  own: boolean;
  summary: ReferralSummary;
}) {
  const tree = useActorRef(structureTreeLogic, { input: { rootId: ownerId } });
  useInspectable("structure", tree, t.treeLabel(String(ownerId)));
  const root = useSelector(tree, selectRoot);
  const loading = useSelector(tree, selectLoading);
  const wide = useMediaQuery(wideScreen, false, { getInitialValueInEffect: false });
  const [view, setView] = useState<"drawing" | "outline">("drawing");
  const name = root?.user?.name;
  const label = own ? t.ownLabel : t.treeLabel(name ?? "");
  return (
    <>
      <Title order={1} size="h2">
        {own ? t.titleOwn : name ? t.titleOf(name) : t.title}
      </Title>
      <Text size="sm" c="dimmed" className={css.lead}>
        {t.lead}
      </Text>
      <Group gap="md" justify="space-between" wrap="wrap">
        <Totals summary={summary} />
        <AnchorLink to="/profile/$id/referrals" params={{ id: ownerId }} size="sm">
          {t.levels}
        </AnchorLink>
      </Group>
      {summary.total === 0 ? (
        <Text c="dimmed" data-structure-empty="">
          {own ? ruStructure.counts.emptyOwn : ruStructure.counts.empty}
        </Text>
      ) : null}
      {summary.total > 0 ? <StructureSearch tree={tree} /> : null}
      <Group gap="md" justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed" id="structure-keys">
          {t.keysHint}
        </Text>
        {wide ? (
          <Group gap={4} role="group" aria-label={t.view.label}>
            {(["drawing", "outline"] as const).map((one) => (
              <Button
                key={one}
                size="compact-sm"
                variant={view === one ? "filled" : "default"}
                aria-pressed={view === one}
                onClick={() => setView(one)}
              >
                {t.view[one]}
              </Button>
            ))}
          </Group>
        ) : null}
      </Group>
      <Text size="sm" role="status" className={css.visuallyHidden}>
        {loading ? t.loading : ""}
      </Text>
      {wide && view === "drawing" ? (
        <Suspense fallback={<Text c="dimmed">{t.loading}</Text>}>
          <StructureDrawing tree={tree} label={label} />
        </Suspense>
      ) : (
        <StructureOutline tree={tree} label={label} />
      )}
    </>
  );
}
