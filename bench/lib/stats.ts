import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Wall-clock milliseconds with sub-millisecond precision (comparable with a frame's `at`). */
export const now = () => performance.timeOrigin + performance.now();

/** The `p`th percentile of sorted numbers. */
export const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const tenth = (value: number) => Math.round(value * 10) / 10;

/** p50 / p99 / max of latencies in ms, and how many there were: a row of a console table. */
export function latencyRow(measure: string, values: ReadonlyArray<number>) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    measure,
    p50: tenth(percentile(sorted, 50)),
    p99: tenth(percentile(sorted, 99)),
    max: tenth(sorted.at(-1) ?? Number.NaN),
    count: sorted.length,
  };
}

export const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The resident set of the process that listens on `port`. */
export function rssOfPort(port: number): number {
  const out = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`bench: nothing listens on ${port}`);
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}
