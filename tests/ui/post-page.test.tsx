// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Publication } from "../../src/api/schema/publication";
import { PostPage } from "../../src/ui/pages/publications/post-page";
import { anna, json, renderPage, stubFetch, testSession } from "./helpers/render-page";

// A publication's page through the app's real wiring (its resource, reactions and comments machines and
// the API client) over a stubbed network.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const boris = { id: 4, name: "Борис Автор", avatar: null, roles: [], createdAt: "2026-03-01T10:00:00.000Z" };

const post: Publication = {
  id: 8,
  author: boris,
  type: 1,
  title: "Город после дождя",
  text: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Набережная." }] }] },
  preview: null,
  rubric: { id: 2, path: "sport", name: "Спорт" },
  status: "published",
  publishedAt: "2026-11-26T10:00:00.000Z",
  createdAt: "2026-11-26T10:00:00.000Z",
  updatedAt: "2026-11-26T10:00:00.000Z",
  version: 1,
  attachments: [],
  counters: { views: 3, reactions: 1, comments: 0 },
};

describe("post page", () => {
  it("counts the reader's own reaction at once, in the chip and in «Реакции: N» alike", async () => {
    const { requests } = stubFetch((path, init) => {
      if (path === "/api/publications/article/8") return json(200, post);
      if (path === "/api/publications/article/8/reactions" && init?.method === "POST") {
        return json(200, { publicationId: 8, reactions: [{ code: "+1", count: 2, mine: true }] });
      }
      if (path === "/api/publications/article/8/reactions") {
        return json(200, { publicationId: 8, reactions: [{ code: "+1", count: 1, mine: false }] });
      }
      if (path.startsWith("/api/publications/article/8/comments")) {
        return json(200, { count: 0, rows: [] });
      }
      return json(404, { error: { code: "NOT_FOUND", message: "нет" } });
    });
    const { session } = await testSession(anna);
    await renderPage(() => <PostPage authorId={4} postId={8} />, session);
    expect(await screen.findByText(/Реакции: 1/)).toBeTruthy();
    const chip = await waitFor(() => {
      const found = document.querySelector<HTMLButtonElement>('[data-reaction="+1"]');
      if (!found) throw new Error("no 👍 chip yet");
      return found;
    });
    await waitFor(() => expect(chip.disabled).toBe(false));

    fireEvent.click(chip);
    await waitFor(() => expect(chip.getAttribute("aria-pressed")).toBe("true"));
    expect(chip.textContent).toContain("2");
    // Nobody tells the reader's socket of their own reaction: the counter is the chips' sum.
    expect(screen.getByText(/Реакции: 2/)).toBeTruthy();
    expect(requests.filter((r) => r.path === "/api/publications/article/8")).toHaveLength(1);
  });
});
