import { Alert, Badge, Group, Text, Title } from "@mantine/core";
import type { ServerEvent } from "../../../api/events";
import {
  type ConnectionState,
  selectConnection,
  selectEvents,
  selectLeader,
  selectRefusal,
  selectSeq,
} from "../../../machines/app/realtime.selectors";
import { useGlobalActor } from "../../app/realtime-host";
import { fullLabel, timeLabel } from "../../components/dates/format";
import { ruRealtime } from "../../i18n/ru.dev";
import css from "./dev-page.module.css";
import { PanelHeading } from "./panel-heading";

const t = ruRealtime;
const stateColour: Readonly<Record<ConnectionState, string>> = {
  idle: "gray",
  connecting: "yellow",
  open: "teal",
  reconnecting: "orange",
  refused: "red",
};
const noEvents: ReadonlyArray<ServerEvent> = [];

/** /dev: the connection's state, which tab holds the socket, the last seq and the latest events. */
export function RealtimePanel() {
  const state = useGlobalActor("realtime", selectConnection, "idle");
  const leader = useGlobalActor("realtime", selectLeader, null);
  const seq = useGlobalActor("realtime", selectSeq, null);
  const refusal = useGlobalActor("realtime", selectRefusal, null);
  const events = useGlobalActor("realtime", selectEvents, noEvents);
  const holder = leader === null ? "undecided" : leader ? "leader" : "follower";

  return (
    <section className={css.outbox} aria-labelledby="realtime-title">
      <PanelHeading id="realtime-title" title={t.title} text={t.text} />
      <dl className={css.facts}>
        <dt>{t.stateLabel}</dt>
        <dd>
          <Badge variant="light" color={stateColour[state]} data-realtime-state={state}>
            {t.states[state]}
          </Badge>
        </dd>
        {state === "idle" ? null : (
          <>
            <dt>{t.holderLabel}</dt>
            <dd data-realtime-leader={holder}>{t[holder]}</dd>
          </>
        )}
        <dt>{t.seqLabel}</dt>
        <dd data-realtime-seq={seq ?? ""} className={css.mono}>
          {seq ?? t.noSeq}
        </dd>
      </dl>
      {state === "idle" ? <Text size="sm">{t.signInHint}</Text> : null}
      {refusal ? (
        <Alert color="red" variant="light" title={t.states.refused} data-realtime-refusal={refusal.code}>
          {refusal.reason} ({refusal.code})
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t.eventsTitle}
        </Title>
      </Group>
      {events.length === 0 ? (
        <Text className={css.empty} data-realtime-events="empty">
          {t.noEvents}
        </Text>
      ) : (
        <table className={css.events} data-realtime-events="list">
          <thead>
            <tr>
              <th scope="col">{t.columns.seq}</th>
              <th scope="col">{t.columns.type}</th>
              <th scope="col">{t.columns.action}</th>
              <th scope="col">{t.columns.time}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <EventRow key={event.seq} event={event} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function EventRow({ event }: { event: ServerEvent }) {
  const action = "action" in event ? event.action : undefined;
  return (
    <tr data-event-seq={event.seq} data-event-type={event.type} data-event-action={action ?? ""}>
      <td className={css.mono}>{event.seq}</td>
      <td>
        {t.types[event.type]} <span className={css.code}>{event.type}</span>
      </td>
      <td className={css.mono}>{action ?? t.noAction}</td>
      <td>
        <time dateTime={event.at} title={fullLabel(event.at)} className={css.time}>
          {timeLabel(event.at, { seconds: true })}
        </time>
      </td>
    </tr>
  );
}
