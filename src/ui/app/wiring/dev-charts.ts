import ELK from "elkjs/lib/elk.bundled.js";
import { chartOf } from "../../../machines/charts/chart";
import { loadWith, resourceOf } from "../../../machines/lib/resource.machine";
import { machineRegistry } from "../../../machines/registry";
import { type Drawing, layoutChart } from "../../components/state-chart/layout";

// /dev's charts: the registry's machines laid out by ELK. A chunk of its own (the panel is lazy): the
// layout engine is big, and nothing else needs it.

const engine = new ELK();
const laidOut = new Map<string, Promise<Drawing>>();

/** A machine's drawing, laid out once per page. */
export const chartLayoutLogic = resourceOf(
  loadWith(({ id }: { id: string }): Promise<Drawing> => {
    const entry = machineRegistry.find((one) => one.machine.id === id);
    if (!entry) return Promise.reject(new Error(`Машины «${id}» нет в реестре`));
    const known = laidOut.get(id) ?? layoutChart(chartOf(entry.machine), engine);
    laidOut.set(id, known);
    return known;
  }),
);

export { machineRegistry };
