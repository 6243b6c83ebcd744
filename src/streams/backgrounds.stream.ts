import { map, type Observable } from "rxjs";
import type { ServerEvent } from "../api/events";
import { ofType, serverEvents$ } from "./events.stream";

/** The member's `background` events, as the backgrounds machine hears them (its `signals` actor). */
export const backgroundSignals = (events$: Observable<ServerEvent> = serverEvents$) =>
  ofType(events$, "background").pipe(map(() => ({ type: "backgrounds.changed" as const })));
