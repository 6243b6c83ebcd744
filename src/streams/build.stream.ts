import { Schema } from "effect";
import { catchError, EMPTY, exhaustMap, from, merge, type Observable, timer } from "rxjs";
import { BuildManifest } from "../api/schema/build";
import type { BuildSeen } from "../machines/app/build-update.machine";

/** How often the deployed build is checked while the page stays open. */
export const BUILD_POLL_MS = 5 * 60_000;

export interface BuildWatchOptions {
  /** Address of the manifest the build writes (vite.config.ts). */
  readonly url?: string;
  readonly pollMs?: number;
  /** Extra moments to check at once, such as the tab becoming visible again after a night asleep. */
  readonly wake$?: Observable<unknown>;
  readonly fetch?: typeof globalThis.fetch;
}

const decodeManifest = Schema.decodeUnknownPromise(BuildManifest);

/**
 * The id of the deployed build, read now, every `pollMs` and on every `wake$`. A failed or undecodable
 * read (offline, a dev server without a manifest) is skipped: the next tick tries again.
 */
export function watchBuilds(options: BuildWatchOptions = {}): Observable<BuildSeen> {
  const { url = "/build.json", pollMs = BUILD_POLL_MS, wake$ = EMPTY, fetch = globalThis.fetch } = options;
  const readManifest = async (): Promise<BuildSeen> => {
    const response = await fetch(url, { cache: "no-store" });
    if (!response.ok) throw new Error(`build manifest: HTTP ${response.status}`);
    const manifest = await decodeManifest(await response.json());
    return { type: "build.seen", buildId: manifest.buildId };
  };
  return merge(timer(0, pollMs), wake$).pipe(
    // A slow read is not stacked with the next tick's.
    exhaustMap(() => from(readManifest()).pipe(catchError(() => EMPTY))),
  );
}
