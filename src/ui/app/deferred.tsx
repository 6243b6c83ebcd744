import { type ReactNode, Suspense, useEffect, useState } from "react";

/**
 * Renders its children once the browser is idle after the first paint. The parts of the shell that
 * nobody needs in the first second (toast area, build-update notice) load here, as lazy chunks, to keep
 * the initial JavaScript of `/` within budget (ARCHITECTURE §8).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(handle);
  }, []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
