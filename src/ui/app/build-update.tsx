import { Affix, Button, CloseButton, Group, Paper, Text } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { EMPTY, filter, fromEvent } from "rxjs";
import { fromEventObservable } from "xstate";
import { buildUpdateMachine } from "../../machines/app/build-update.machine";
import { selectUpdateAvailable } from "../../machines/app/build-update.selectors";
import { watchBuilds } from "../../streams/build.stream";
import { ru } from "../i18n/ru";

const becameVisible$ = () =>
  fromEvent(document, "visibilitychange").pipe(filter(() => document.visibilityState === "visible"));

const liveBuildUpdate = buildUpdateMachine.provide({
  actors: {
    // The dev server has no build manifest and reloads by itself.
    builds: fromEventObservable(() =>
      import.meta.env.DEV ? EMPTY : watchBuilds({ wake$: becameVisible$() }),
    ),
  },
  actions: { reload: () => window.location.reload() },
});

/** Offers a reload when a newer build is deployed (spec §4 "Build update"). */
export function BuildUpdateNotice() {
  const actor = useActorRef(liveBuildUpdate, { input: { runningBuildId: __BUILD_ID__ } });
  const available = useSelector(actor, selectUpdateAvailable);
  if (!available) return null;
  return (
    <Affix position={{ bottom: 20, left: 20 }} zIndex={1000}>
      <Paper shadow="md" p="md" withBorder role="status" data-testid="build-update" maw={360}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600}>{ru.buildUpdate.title}</Text>
          <CloseButton
            aria-label={ru.buildUpdate.later}
            onClick={() => actor.send({ type: "build.dismiss" })}
          />
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {ru.buildUpdate.text}
        </Text>
        <Button mt="sm" size="xs" onClick={() => actor.send({ type: "build.reload" })}>
          {ru.buildUpdate.reload}
        </Button>
      </Paper>
    </Affix>
  );
}
