import type { ApiClient } from "../../api/client";
import { listOutbox, type OutboxMessage } from "../../api/endpoints/dev";
import { loadWith } from "../lib/resource.machine";

/** Side effects of the /dev page, through `client`. */
export function devActors(client: ApiClient) {
  return {
    /** The outbox, newest first: the `load` of a resource machine. */
    listOutbox: loadWith(async (_params: undefined, signal): Promise<ReadonlyArray<OutboxMessage>> => {
      const { rows } = await client.call(listOutbox, { signal });
      return rows;
    }),
  };
}
