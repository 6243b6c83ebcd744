import { listOutbox, type OutboxMessage } from "../../api/endpoints/dev";
import { api } from "../lib/api";
import { loadWith } from "../lib/resource.machine";

/** Side effects of the /dev page. */
export const devActors = {
  /** The outbox, newest first: the `load` of a resource machine. */
  listOutbox: loadWith(async (_params: undefined, signal): Promise<ReadonlyArray<OutboxMessage>> => {
    const { rows } = await api.call(listOutbox, { signal });
    return rows;
  }),
};
