import { ActionIcon, Badge, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { useMemo, useState, useSyncExternalStore } from "react";
import type { AnyStateMachine } from "xstate";
import { type Chart, chartOf, triggerLabel } from "../../../machines/charts/chart";
import { useRealtimeRuntime } from "../../app/realtime-host";
import { chartLayoutLogic, machineRegistry } from "../../app/wiring/dev-charts";
import { usePageActors } from "../../components/live-actors";
import { ResourceWait } from "../../components/resource-view";
import { StateChart } from "../../components/state-chart/state-chart";
import { useResource } from "../../components/use-resource";
import { ruMachines as t } from "../../i18n/ru.dev";
import { useSessionActor } from "../../session/hooks";
import { ContextTree } from "./context-tree";
import css from "./dev-page.module.css";
import { EventLog, type InspectableActor } from "./event-log";
import { PanelHeading } from "./panel-heading";

/** What the panel needs of a running actor: its snapshots, and its system's inspection (the log). */
interface LiveActor extends InspectableActor {
  getSnapshot(): { value: unknown; context?: unknown; matches(value: unknown): boolean };
  subscribe(next: () => void): { unsubscribe(): void };
}

/**
 * This tab's running actors, by machine id: the session, the app's global actors, and the page's own
 * (src/ui/components/live-actors.ts; of several of one machine, the newest).
 */
function useLiveActors(): ReadonlyMap<string, LiveActor> {
  const session = useSessionActor();
  const runtime = useRealtimeRuntime();
  const pageActors = usePageActors();
  return useMemo(() => {
    const live = new Map<string, LiveActor>([["session", session as unknown as LiveActor]]);
    if (runtime) {
      live.set("realtime", runtime.realtime as unknown as LiveActor);
      live.set("burger", runtime.burger as unknown as LiveActor);
      // The live count runs twice, behind the header's badge and its bell: the bell's is the one shown.
      live.set("liveCount", runtime.notifications as unknown as LiveActor);
    }
    for (const { machineId, actor } of pageActors) live.set(machineId, actor as unknown as LiveActor);
    return live;
  }, [session, runtime, pageActors]);
}

/** A state's value as `matches` takes it: `a.b.c` under the root → `{ a: { b: "c" } }`. */
function stateValueOf(id: string): unknown {
  const path = id.split(".").slice(1);
  return path.reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined);
}

/** The actor's snapshot, live (undefined: none running). */
function useSnapshot(actor: LiveActor | undefined) {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    () => actor?.getSnapshot(),
    () => actor?.getSnapshot(),
  );
}

/** The ids of the chart's states `actor` is in now, live. */
function useActiveStates(chart: Chart, actor: LiveActor | undefined): ReadonlySet<string> {
  const snapshot = useSnapshot(actor);
  return useMemo(() => {
    if (!snapshot) return new Set<string>();
    const root = chart.states.find((state) => state.parent === null)?.id;
    return new Set(
      chart.states
        .filter((state) => state.id === root || snapshot.matches(stateValueOf(state.id)))
        .map((state) => state.id),
    );
  }, [chart, snapshot]);
}

/**
 * /dev «Машины состояний»: every machine of the registry drawn as its chart (ELK's layout), chosen from a
 * list; the machines running in this tab (the session, the connection, the menu, the counters) with their
 * current state highlighted, live; a chosen state's transitions listed; zoom.
 */
export default function MachinesPanel({ initialId }: { initialId?: string | undefined }) {
  const [id, setId] = useState(initialId ?? machineRegistry[0]?.machine.id ?? "session");
  const live = useLiveActors();
  const pageLabels = new Map(usePageActors().map((one) => [one.machineId, one.label]));
  const entry = machineRegistry.find((one) => one.machine.id === id) ?? machineRegistry[0];
  const liveNote = (machineId: string) => {
    const label = pageLabels.get(machineId);
    if (label) return ` (${t.live}, ${t.pageActor(label)})`;
    return live.has(machineId) ? ` (${t.live})` : "";
  };
  return (
    <section className={css.outbox} aria-labelledby="machines-title">
      <PanelHeading id="machines-title" title={t.title} text={t.text} />
      <NativeSelect
        label={t.choose}
        value={id}
        onChange={(event) => setId(event.currentTarget.value)}
        data={machineRegistry.map((one) => ({
          value: one.machine.id,
          label: `${one.title} — ${one.machine.id}${liveNote(one.machine.id)}`,
        }))}
        style={{ maxWidth: 480 }}
      />
      <EventLog actors={live} />
      {entry ? (
        <MachineView
          key={entry.machine.id}
          machine={entry.machine}
          title={entry.title}
          purpose={entry.purpose}
          actor={live.get(entry.machine.id)}
        />
      ) : null}
    </section>
  );
}

function MachineView({
  machine,
  title,
  purpose,
  actor,
}: {
  machine: AnyStateMachine;
  title: string;
  purpose: string;
  actor: LiveActor | undefined;
}) {
  const chart = useMemo(() => chartOf(machine), [machine]);
  const { data: drawing, problem } = useResource(chartLayoutLogic, { id: machine.id });
  const active = useActiveStates(chart, actor);
  const [selected, setSelected] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const leaves = chart.states.filter(
    (state) => active.has(state.id) && !chart.states.some((c) => c.parent === state.id),
  );
  return (
    <Stack gap="sm" data-machine={machine.id} style={{ minWidth: 0 }}>
      <Group gap="xs">
        <Text fw={600}>{title}</Text>
        {actor ? (
          <Badge color="teal" variant="light">
            {t.live}
          </Badge>
        ) : null}
        <Text size="sm" c="dimmed">
          {t.counts(chart.states.length - 1, chart.transitions.length)}
        </Text>
      </Group>
      <Text size="sm">{purpose}</Text>
      <Text size="sm" role="status" data-live-state={machine.id}>
        {actor ? `${t.now} ${leaves.map((state) => state.id).join(", ")}` : t.notRunning}
      </Text>
      <Group gap={4}>
        <ActionIcon
          variant="default"
          aria-label={t.zoomOut}
          onClick={() => setZoom((z) => Math.max(0.4, z - 0.2))}
        >
          −
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t.zoomIn}
          onClick={() => setZoom((z) => Math.min(2.4, z + 0.2))}
        >
          +
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t.zoomReset(Math.round(zoom * 100))}
          onClick={() => setZoom(1)}
          w="auto"
          px={6}
        >
          {t.zoomLevel(Math.round(zoom * 100))}
        </ActionIcon>
      </Group>
      {drawing ? (
        <figure className={css.chartFrame} aria-label={title}>
          <StateChart
            chart={chart}
            drawing={drawing}
            title={title}
            active={active}
            selected={selected}
            onSelect={setSelected}
            zoom={zoom}
          />
        </figure>
      ) : (
        <ResourceWait problem={problem} loading={t.laying} failed={t.failed} />
      )}
      <Transitions chart={chart} selected={selected} />
      {actor ? <LiveContext actor={actor} /> : null}
    </Stack>
  );
}

/** The chosen state's transitions (its own, and its ancestors' that it takes too), and where they lead. */
function Transitions({ chart, selected }: { chart: Chart; selected: string | null }) {
  if (!selected) {
    return (
      <Text size="sm" c="dimmed">
        {t.chooseState}
      </Text>
    );
  }
  const line: string[] = [];
  for (
    let at = chart.states.find((s) => s.id === selected);
    at;
    at = chart.states.find((s) => s.id === at?.parent)
  ) {
    line.push(at.id);
  }
  const taken = chart.transitions.filter((transition) => line.includes(transition.source));
  return (
    <section aria-label={t.stateTitle(selected)} data-transitions={selected}>
      <Text fw={600} size="sm">
        {t.stateTitle(selected)}
      </Text>
      {taken.length === 0 ? (
        <Text size="sm">{t.noTransitions}</Text>
      ) : (
        <ul className={css.transitions}>
          {taken.map((transition, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one event may lead several ways (guards)
            <li key={index}>
              <code>{triggerLabel(transition)}</code> → {transition.targets.join(", ") || t.stays}
              {transition.source !== selected ? ` (${transition.source})` : ""}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The running actor's context, live, as a tree. */
function LiveContext({ actor }: { actor: LiveActor }) {
  const snapshot = useSnapshot(actor) as { context?: unknown } | undefined;
  return (
    <section aria-label={t.context} data-live-context="">
      <ContextTree name={t.context} value={snapshot?.context ?? null} />
    </section>
  );
}
