import type { Page } from "@playwright/test";

// What the e2e tests observe of a page: the sounds it played, its socket's first frame.

/** Records every `play()` of a media element (our sounds are <audio> elements) in `window.__played`. */
export async function recordSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { __played: string[] }).__played = played;
    const original = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.currentSrc || this.src);
      return original.call(this);
    };
  });
}

/** The sounds a page recorded with {@link recordSounds} played, in order. */
export const played = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __played: string[] }).__played);

/**
 * Runs `go` (a load or a reload) and waits until the page's socket has received its first frame: the
 * frame listener is attached as soon as the socket appears, so a quick first frame is not missed.
 */
export async function socketReady(page: Page, go: () => Promise<unknown>): Promise<void> {
  const ready = page
    .waitForEvent("websocket", (ws) => ws.url().includes("/api/sockets/"))
    .then((ws) => ws.waitForEvent("framereceived"));
  await go();
  await ready;
}
