import { chartOf } from "../../../machines/charts/chart";
import { loadWith, resourceOf } from "../../../machines/lib/resource.machine";
import { machineRegistry } from "../../../machines/registry";
import { type Drawing, type LayoutEngine, layoutChart } from "../../components/state-chart/layout";
import { ruMachines } from "../../i18n/ru.dev";

// /dev's charts: the registry's machines laid out by ELK. The layout engine is a chunk of its own, loaded
// when the first chart is drawn: it is 1.4 MB, and the panel (the list of machines, their live states,
// the event log) is usable before it arrives.

let engine: Promise<LayoutEngine> | undefined;
const layoutEngine = () =>
  (engine ??= import("elkjs/lib/elk.bundled.js").then(
    ({ default: ELK }) => new ELK(),
    (error) => {
      engine = undefined; // a chunk that failed to arrive is asked for again on «Повторить»
      throw error;
    },
  ));
const laidOut = new Map<string, Promise<Drawing>>();

/** A machine's drawing, laid out once per page. */
export const chartLayoutLogic = resourceOf(
  loadWith(({ id }: { id: string }): Promise<Drawing> => {
    const entry = machineRegistry.find((one) => one.machine.id === id);
    if (!entry) return Promise.reject(new Error(ruMachines.notInRegistry(id)));
    const known = laidOut.get(id) ?? layoutEngine().then((elk) => layoutChart(chartOf(entry.machine), elk));
    laidOut.set(id, known);
    known.catch(() => laidOut.delete(id));
    return known;
  }),
);

export { machineRegistry };
