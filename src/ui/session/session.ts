import { useSelector } from "@xstate/react";
import { createActor, type SnapshotFrom } from "xstate";
import { sessionActors } from "../../machines/session.actors";
import { sessionMachine } from "../../machines/session.machine";

/**
 * The one session of the app, started at load so that its check runs before the first page renders
 * (spec §4). Routes reach it through the router context; views read it with {@link useSession}.
 */
export const sessionActor = createActor(sessionMachine.provide({ actors: sessionActors })).start();

export type SessionActor = typeof sessionActor;

/** Reads the session through a named selector of src/machines/session.selectors.ts. */
export function useSession<T>(selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => T): T {
  return useSelector(sessionActor, selector);
}
