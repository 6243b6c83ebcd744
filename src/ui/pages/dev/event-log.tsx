import { Button, Group, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { pathLine } from "../../../machines/charts/paths";
import { copyToClipboard } from "../../components/clipboard";
import { timeLabel } from "../../components/dates/format";
import { ruMachines as t } from "../../i18n/ru.dev";
import css from "./dev-page.module.css";

/** What the log needs of a running actor: its snapshots, and its system's inspection (XState 5). */
export interface InspectableActor {
  getSnapshot(): { value: unknown };
  readonly system: {
    inspect(
      observer: (event: {
        type: string;
        actorRef: unknown;
        event?: { type: string };
        snapshot?: unknown;
      }) => void,
    ): {
      unsubscribe(): void;
    };
  };
}

/** One step of a running machine: when, which, on what event, from which state to which. */
interface Step {
  readonly at: string;
  readonly machine: string;
  readonly event: string;
  readonly from: string;
  readonly to: string;
}

/** Steps kept, newest first. */
const kept = 50;

const valueText = (value: unknown) =>
  typeof value === "string" ? value : JSON.stringify(value).replace(/[{}"]/g, "").replace(/:/g, ".");

/**
 * /dev: the latest steps of this tab's running machines, live — time, machine, event, state before and
 * after (XState's inspection of each actor's system). Pausing freezes the list; a machine's steps copy as
 * a test path («вход: … → событие … → …»), the format of `npm run paths`.
 */
export function EventLog({ actors }: { actors: ReadonlyMap<string, InspectableActor> }) {
  const [steps, setSteps] = useState<ReadonlyArray<Step>>([]);
  const [paused, setPaused] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  useEffect(() => {
    const subscriptions = [...actors].map(([machine, actor]) => {
      let before = valueText(actor.getSnapshot().value);
      return actor.system.inspect((inspection) => {
        if (inspection.type !== "@xstate.snapshot" || inspection.actorRef !== actor) return;
        const after = valueText((inspection.snapshot as { value?: unknown }).value);
        const step = {
          at: new Date().toISOString(),
          machine,
          event: inspection.event?.type ?? "",
          from: before,
          to: after,
        };
        before = after;
        if (!pausedRef.current) setSteps((list) => [step, ...list].slice(0, kept));
      });
    });
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actors]);
  const copy = async (machine: string) => {
    const mine = steps.filter((step) => step.machine === machine).reverse();
    const first = mine[0];
    if (!first) return;
    // In the format of the QA plans (`npm run paths`): one way of writing a path.
    const path = pathLine({
      from: first.from,
      steps: mine.map((step) => ({ trigger: step.event, to: step.to })),
    });
    setCopied(await copyToClipboard(path));
  };
  const machines = [...new Set(steps.map((step) => step.machine))];
  return (
    <section aria-labelledby="event-log-title" data-event-log="">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h4" id="event-log-title">
          {t.logTitle}
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="light" aria-pressed={paused} onClick={() => setPaused((was) => !was)}>
            {paused ? t.resume : t.pause}
          </Button>
          {machines.map((machine) => (
            <Button key={machine} size="xs" variant="default" onClick={() => void copy(machine)}>
              {t.copyPath(machine)}
            </Button>
          ))}
        </Group>
      </Group>
      {copied !== null ? (
        <Text size="sm" role="status">
          {copied ? t.copied : t.copyFailed}
        </Text>
      ) : null}
      {steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noSteps}
        </Text>
      ) : (
        // Scrolls once the steps outgrow it: focusable, so the keyboard can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
        <section className={css.logFrame} tabIndex={0} aria-label={t.logTable}>
          <table className={css.log}>
            <thead>
              <tr>
                <th>{t.columns.time}</th>
                <th>{t.columns.machine}</th>
                <th>{t.columns.event}</th>
                <th>{t.columns.step}</th>
              </tr>
            </thead>
            <tbody>
              {steps.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; the list only grows on top
                <tr key={`${step.at}-${index}`} data-step-machine={step.machine}>
                  <td>{timeLabel(step.at, { seconds: true })}</td>
                  <td>{step.machine}</td>
                  <td>
                    <code>{step.event}</code>
                  </td>
                  <td>
                    {step.from} → {step.to}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
