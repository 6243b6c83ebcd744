// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createPositionMemory, watchPositions } from "../../src/ui/routes/-guards/save-position";
import { routeTree } from "../../src/ui/routeTree.gen";
import { sessionHandle } from "../../src/ui/session/handle";
import { anna, json, stubFetch, testSession } from "./helpers/render-page";

// Issue 28 item 3: a viewer page (no site header, spec §2) opened from a link elsewhere — a message, a
// search engine, a bookmark — is no dead end: every kind of it offers the way back to its section and
// to its author's blog (the channel, the digest, the member's photos), beside a logo the size of the
// header's. The real route tree and layout; the network answers 404 to whatever the pages ask.

// The shell's build-update notice reads the build id Vite defines.
vi.stubGlobal("__BUILD_ID__", "test");
afterAll(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openDirectly(href: string) {
  stubFetch(() => json(404, { error: { code: "NOT_FOUND", message: "Не найдено" } }));
  const { session } = await testSession(anna);
  const positions = createPositionMemory();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [href] }),
    context: { session: sessionHandle(session), findProfile: async () => null, positions },
  });
  watchPositions(router, positions);
  await router.load();
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, links: () => waysOn() };
}

/** The viewer's ways on, as [text, address]. */
async function waysOn() {
  const nav = await screen.findByRole("navigation", { name: "Куда перейти" }, { timeout: 5_000 });
  return within(nav)
    .getAllByRole("link")
    .map((link) => [link.textContent?.trim(), link.getAttribute("href")]);
}

describe("a viewer page opened directly", () => {
  it.each([
    [
      "/blogs/4/post/1",
      [
        ["← Блоги", "/blogs"],
        ["Блог автора", "/blogs/user/4"],
      ],
    ],
    [
      "/blogosphere/4/post/1",
      [
        ["← Блогосфера", "/blogosphere"],
        ["Блог автора", "/blogosphere/authors/4"],
      ],
    ],
    [
      "/channels/4/post/5",
      [
        ["← Каналы", "/channels"],
        ["Канал", "/channels/4"],
      ],
    ],
    [
      "/digests/3/post/2",
      [
        ["← Дайджесты", "/digests"],
        ["Дайджест", "/digests/3"],
      ],
    ],
    ["/visio/7", [["← Визио", "/visio"]]],
    [
      "/profile/2/media/9",
      [
        ["← Фото и видео", "/profile/2/photo-video"],
        ["Профиль автора", "/profile/2"],
      ],
    ],
  ])("%s leads back to its section and its author", async (href, expected) => {
    const { links } = await openDirectly(href);
    expect(await links()).toEqual(expected);
    // The site's home by the logo, as large as the header's, with the name beside it.
    const home = screen.getByRole("link", { name: "МИР — Главная" });
    expect(home.querySelector("svg")?.getAttribute("width")).toBe("32");
    expect(home.textContent).toBe("МИР");
    // Still without the site's header (spec §2): its main areas are not here.
    expect(screen.queryByRole("navigation", { name: "Основные разделы" })).toBeNull();
  });

  it("opened from a list, the close link back to that list comes first; the section and the author stay", async () => {
    const { router } = await openDirectly("/sport");
    await router.navigate({ href: "/blogs/4/post/1" });
    await waitFor(
      async () =>
        expect(await waysOn()).toEqual([
          ["← Спорт", "/sport"],
          ["Блоги", "/blogs"],
          ["Блог автора", "/blogs/user/4"],
        ]),
      { timeout: 5_000 },
    );
    // From the section's own list, the way back is that list (where the reader left it), not twice.
    await router.navigate({ href: "/blogs" });
    await router.navigate({ href: "/blogs/4/post/1" });
    await waitFor(
      async () =>
        expect(await waysOn()).toEqual([
          ["← Блоги", "/blogs"],
          ["Блог автора", "/blogs/user/4"],
        ]),
      { timeout: 5_000 },
    );
    expect(screen.getByRole("link", { name: "Блоги" }).hasAttribute("data-viewer-close")).toBe(true);
  });
});
