import { Button, Loader, Stack, Text, Title } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import type { Problem } from "../../../machines/lib/problem";
import type { linkCodeMachine } from "../../../machines/session/link-code.machine";
import {
  selectLinkProblem,
  selectLinkRefusal,
  selectLinkResult,
  selectLinkStage,
} from "../../../machines/session/link-code.selectors";
import { ProblemAlert } from "../../components/form/fields";
import { ruAccount } from "../../i18n/ru.account";
import css from "./account.module.css";

/**
 * A mailed link's code, run through its link-code machine (`logic`, from the page's wiring): checked on
 * arrival, used at once when `autoUse`. What the page shows is read from it; `retry` asks again after a
 * failure to reach the server.
 */
export function useLinkCode(logic: typeof linkCodeMachine, code: string, autoUse = false) {
  const link = useActorRef(logic, { input: { code, autoUse } });
  return {
    link,
    stage: useSelector(link, selectLinkStage),
    reason: useSelector(link, selectLinkRefusal),
    problem: useSelector(link, selectLinkProblem),
    result: useSelector(link, selectLinkResult),
    retry: () => link.send({ type: "link.retry" }),
  };
}

/** While a link is checked or used: a loader that screen readers announce. */
export function LinkBusy({ label }: { label: string }) {
  return (
    <div className={css.center} role="status" aria-live="polite">
      <Loader size="md" aria-hidden="true" />
      <Text>{label}</Text>
    </div>
  );
}

/** A link that cannot be used: which of unknown / used / expired, in plain words, and what to do. */
export function LinkRefused({
  reason,
  title,
  text,
  children,
}: {
  reason: string;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="md" data-link-refused={reason}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text>{text}</Text>
      {children}
    </Stack>
  );
}

/** The server could not say (offline, rate limited): the reason and a retry. */
export function LinkFailed({
  title,
  problem,
  onRetry,
}: {
  title: string;
  problem: Problem | null;
  onRetry: () => void;
}) {
  return (
    <Stack gap="md">
      <ProblemAlert problem={problem} title={title} />
      <Button onClick={onRetry} style={{ alignSelf: "flex-start" }}>
        {ruAccount.retry}
      </Button>
    </Stack>
  );
}
