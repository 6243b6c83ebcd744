import { createRootRouteWithContext } from "@tanstack/react-router";
import { selectChecked } from "../../machines/session/session.selectors";
import { AppShell } from "../app/app-shell";
import { storeBrowserDefaults } from "../app/browser-defaults";
import css from "../app/shell.module.css";
import { ru } from "../i18n/ru";
import { whenSession } from "../session/handle";
import { hasSessionHint } from "../session/session-hint";
import type { RouterContext } from "./-guards/context";

/**
 * The default layout: header, wrapper and footer around every page (see app/app-shell.tsx).
 *
 * Spec §4: the session check runs before a page renders. Every navigation passes here first, so the
 * first one waits for the check's answer; later ones find it answered and go straight on. A check that
 * answers within `pendingMs` shows nothing at all; a slower one shows {@link SessionCheck} for at least
 * `pendingMinMs`, so it never flashes. A visitor (no session hint) has nothing to check, so their first
 * page waits for nothing, not even for the session's code (its own chunk, ~30 KB): what reads the session
 * suspends until it comes and shows the visitor's view meanwhile (src/ui/session/hooks.ts), and the guards
 * await it. On a slow phone that chunk was a round trip and a download before the first paint (bench/lcp).
 * A fresh browser's storage gets spec §9's defaults here too (app/browser-defaults.ts).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, abortController }) => {
    storeBrowserDefaults();
    if (!hasSessionHint()) return;
    // The session's chunk first (it loads in parallel with the entry), then its first answer.
    const session = await context.session.ready;
    await whenSession(session, selectChecked, abortController.signal);
  },
  pendingComponent: SessionCheck,
  pendingMs: 300,
  pendingMinMs: hasSessionHint() ? 500 : 0,
  component: AppShell,
});

function SessionCheck() {
  return (
    <div className={css.checking} role="status" aria-live="polite">
      <span className={css.spinner} aria-hidden="true" />
      <span>{ru.session.checking}</span>
    </div>
  );
}
