import { useRouteContext } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import type { SnapshotFrom } from "xstate";
import type { sessionMachine } from "../../../machines/session.machine";
import type { SessionActor } from "../../session/session";

/**
 * The session actor of the router context (src/ui/router.ts), the one the guards ask: the pages send it
 * events and read it through selectors. A test renders the pages with a router of its own session.
 */
export function useSessionRef(): SessionActor {
  return useRouteContext({ from: "__root__", select: (context) => context.session });
}

/** Reads the router context's session through a selector of src/machines/session.selectors.ts. */
export function useSessionState<T>(selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => T): T {
  return useSelector(useSessionRef(), selector);
}
