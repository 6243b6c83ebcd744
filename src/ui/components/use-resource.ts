import { useActorRef, useSelector } from "@xstate/react";
import { useCallback } from "react";
import type { ResourceLogic } from "../../machines/lib/resource.machine";
import { selectData, selectLoading, selectLoadProblem } from "../../machines/lib/resource.selectors";

/**
 * Reads one thing from the server through a resource machine made by `resourceOf(load)` at module level:
 * `data` is typed by that `load` (the last loaded value, kept while reloading), `reload` fetches again.
 */
export function useResource<P, D>(logic: ResourceLogic<P, D>, params: P) {
  const ref = useActorRef(logic, { input: { params } });
  // What `resourceOf` typed from the load actor (ResourceLogic's phantom types): the machine keeps it unknown.
  const data = useSelector(ref, selectData) as D | undefined;
  const loading = useSelector(ref, selectLoading);
  const problem = useSelector(ref, selectLoadProblem);
  // Stable, so that an effect may depend on it.
  const reload = useCallback(() => ref.send({ type: "resource.reload" }), [ref]);
  return { data, loading, problem, reload };
}
