import "../../components/mantine-styles";
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { Fragment, lazy, Suspense } from "react";
import type { OutboxMessage } from "../../../api/endpoints/dev";
import { setInspectorOn, useInspectorOn } from "../../app/inspector";
import { outboxLogic } from "../../app/wiring/dev";
import { Moment } from "../../components/dates/moment";
import { ProblemAlert } from "../../components/form/fields";
import { useResource } from "../../components/use-resource";
import { ru } from "../../i18n/ru";
import { ruDev, ruMachines } from "../../i18n/ru.dev";
import css from "./dev-page.module.css";
import { PanelHeading } from "./panel-heading";
import { RealtimePanel } from "./realtime-panel";

// The charts and their layout engine (elkjs) come in a chunk of their own.
const MachinesPanel = lazy(() => import("./machines-panel"));

const t = ruDev;

/** /dev: the realtime connection, the machines' charts with this tab's live actors, and the outbox (ARCHITECTURE §1, §6). */
export function DevPage() {
  const page = ru.sections["/dev"];
  return (
    <section className={css.root} aria-labelledby="dev-title">
      <header>
        <Title order={1} id="dev-title" className={css.title}>
          {page.title}
        </Title>
        <Text c="dimmed">{page.description}</Text>
      </header>
      <RealtimePanel />
      <InspectorSwitch />
      <Suspense fallback={<Loader size="sm" role="status" aria-label={ruMachines.loading} />}>
        <MachinesPanel />
      </Suspense>
      <Outbox />
    </section>
  );
}

/** The inspector beside every page, for this browser (src/ui/app/inspector.tsx). */
function InspectorSwitch() {
  const on = useInspectorOn();
  return (
    <Switch
      checked={on}
      onChange={(event) => setInspectorOn(event.currentTarget.checked)}
      label={ruMachines.inspectorSwitch}
      description={ruMachines.inspectorHint}
    />
  );
}

function Outbox() {
  const { data: rows, loading, problem, reload } = useResource(outboxLogic, undefined);
  const newestFirst = rows ? [...rows].sort((a, b) => b.id - a.id) : undefined;

  return (
    <section className={css.outbox} aria-labelledby="outbox-title" aria-busy={loading}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <PanelHeading
          id="outbox-title"
          title={t.outboxTitle}
          text={t.outboxText}
          style={{ flex: "1 1 16rem" }}
        />
        <Button variant="light" loading={loading} onClick={reload}>
          {t.refresh}
        </Button>
      </Group>

      {problem?.status === 403 ? (
        <Alert color="yellow" variant="light" title={t.forbiddenTitle} data-outbox="forbidden">
          {t.forbidden}
        </Alert>
      ) : problem?.status === 404 ? (
        <Alert color="blue" variant="light" role="status" title={t.notFoundTitle} data-outbox="smtp">
          {t.notFound}
        </Alert>
      ) : problem ? (
        <ProblemAlert problem={problem} title={t.failedTitle} />
      ) : null}

      {!newestFirst && loading ? (
        <Stack gap="sm" role="status" aria-label={t.loading}>
          <Skeleton height={120} radius="md" />
          <Skeleton height={120} radius="md" />
        </Stack>
      ) : null}
      {newestFirst && newestFirst.length === 0 ? (
        <Text className={css.empty} data-outbox="empty">
          {t.empty}
        </Text>
      ) : null}
      {newestFirst && newestFirst.length > 0 ? (
        <ol className={css.list} data-outbox="list">
          {newestFirst.map((message) => (
            <OutboxItem key={message.id} message={message} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function OutboxItem({ message }: { message: OutboxMessage }) {
  return (
    <Card component="li" withBorder radius="md" padding="md" data-outbox-id={message.id}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={message.kind === "sms" ? "teal" : "indigo"}>
            {message.kind === "sms" ? t.kindSms : t.kindMail}
          </Badge>
          <Moment className={css.time} at={message.createdAt} />
        </Group>
        <Text size="sm">
          <span className={css.label}>{t.to}</span> <span className={css.recipient}>{message.recipient}</span>
        </Text>
        {message.kind === "mail" ? (
          <Text fw={600} className={css.subject}>
            {message.subject ?? t.noSubject}
          </Text>
        ) : null}
        <pre className={css.body}>
          <Linked text={message.body} links={message.links} />
        </pre>
      </Stack>
    </Card>
  );
}

const isWebLink = (link: string) => /^https?:\/\//i.test(link);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The body with the message's own links clickable (only those, and only http(s)). */
function Linked({ text, links }: { text: string; links: ReadonlyArray<string> }) {
  const web = [...new Set(links.filter(isWebLink))].sort((a, b) => b.length - a.length);
  if (web.length === 0) return <>{text}</>;
  const parts = text.split(new RegExp(`(${web.map(escapeRegExp).join("|")})`, "g"));
  return (
    <>
      {parts.map((part, index) =>
        web.includes(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <a key={index} href={part} className={css.link}>
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
