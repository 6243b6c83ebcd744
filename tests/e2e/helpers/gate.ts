import type { Page, Request, Route } from "@playwright/test";

/**
 * A call held on its way to the server, so that the page can be seen while it waits (a machine's busy
 * state: «Выходим…», a button spinning), then let through to the real server — or dropped as a network
 * failure would drop it. Only the first matching request is held; later ones pass.
 */
export interface Gate {
  /** The held request, once the page has sent it. */
  readonly caught: Promise<Request>;
  /** Lets it through to the server, which answers as it will. */
  release(): Promise<void>;
  /** Drops it, as a lost connection does (the page sees a network error). */
  fail(): Promise<void>;
  /** Answers it in the server's stead, with `status` and the JSON `body` (a refusal the page cannot arrange). */
  answer(status: number, body: unknown): Promise<void>;
  /** Holds nothing more: a request it holds goes on to the server, one not yet sent will pass. */
  open(): Promise<void>;
}

/** Holds the page's next `method` request whose path matches `path`. */
export async function gate(page: Page, path: RegExp, method = "*"): Promise<Gate> {
  let hold: (route: Route) => void = () => {};
  const held = new Promise<Route>((resolve) => (hold = resolve));
  let taken = false;
  const matches = (url: URL) => path.test(url.pathname);
  const handler = async (route: Route) => {
    if (taken || (method !== "*" && route.request().method() !== method)) return route.fallback();
    taken = true;
    hold(route);
  };
  await page.route(matches, handler);
  let settled = false;
  const settle = async (how: (route: Route) => Promise<void>) => {
    const route = await held;
    settled = true;
    await how(route);
    await page.unroute(matches, handler);
  };
  return {
    caught: held.then((route) => route.request()),
    release: () => settle((route) => route.continue()),
    fail: () => settle((route) => route.abort("failed")),
    answer: (status, body) => settle((route) => route.fulfill({ status, json: body })),
    open: async () => {
      if (taken && !settled) return settle((route) => route.continue());
      taken = true;
      await page.unroute(matches, handler);
    },
  };
}
