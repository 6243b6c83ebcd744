// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ReferralSummary, StructureNode } from "../../src/api/schema/structure";
import { StructurePage } from "../../src/ui/pages/structure/structure-page";
import { anna, json, renderPage, stubFetch, testSession } from "./helpers/render-page";

// /the_game/structure (issue 29): the structure as a tree — the counts on each node, the keys of the
// WAI-ARIA tree (Down, Up, Right opens then enters, Left closes then leaves, Enter opens the profile), a
// search that opens the way down to the member found and gives them the focus, 10 000 children a page at a
// time with only the rows in view in the page — against the contract's answers, with the page's real machine.

// A phone's width: the outline (the drawing of a wide screen is the e2e's, with real layout and sizes).
beforeAll(() => {
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width: 390, height: 844 });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Anna (7) invited Boris (21) and Vera (22); Boris invited Gleb (31); Gleb invited Maria (41). */
const parents = new Map<number, number>([
  [21, 7],
  [22, 7],
  [31, 21],
  [41, 31],
]);
const names: Record<number, string> = {
  7: "Анна Смирнова",
  21: "Борис Орлов",
  22: "Вера Ким",
  31: "Глеб Лесной",
  41: "Мария Новикова",
};
/** Each member's children, from `parents` as it is now (the 10 000 of one test come and go). */
function childrenIndex() {
  const index = new Map<number, number[]>();
  for (const [child, parent] of parents) index.set(parent, [...(index.get(parent) ?? []), child]);
  return index;
}
let index = childrenIndex();
const childrenOf = (id: number) => index.get(id) ?? [];
const totalOf = (id: number): number => childrenOf(id).reduce((sum, child) => sum + 1 + totalOf(child), 0);
const node = (id: number): StructureNode => ({
  id,
  user: {
    id,
    name: names[id] ?? `Участник ${id}`,
    avatar: null,
    roles: [],
    createdAt: "2026-03-12T10:00:00.000Z",
  },
  joinedAt: "2025-11-20T10:00:00.000Z",
  invited: childrenOf(id).length,
  total: totalOf(id),
});
const summary = (open: boolean): ReferralSummary => ({
  userId: anna.id,
  levels: [
    { level: 1, members: 2 },
    { level: 2, members: 1 },
    { level: 3, members: 1 },
  ],
  total: 4,
  open,
  newest: [],
  code: null,
});

/** The server as the tree asks it: the summary, a node's children by page (or around a child), the search. */
function server(open = true) {
  return stubFetch((path) => {
    const url = new URL(path, "http://mir.test");
    index = childrenIndex();
    if (url.pathname === `/api/users/profile/${anna.id}/referrals`) return json(200, summary(open));
    const children = /^\/api\/users\/refchildren\/(\d+)$/.exec(url.pathname);
    if (children) {
      const id = Number(children[1]);
      const limit = Number(url.searchParams.get("limit") ?? 50);
      const all = childrenOf(id);
      const around = url.searchParams.get("around");
      const page = around
        ? Math.floor(all.indexOf(Number(around)) / limit) + 1
        : Number(url.searchParams.get("page") ?? 1);
      const rows = all.slice((page - 1) * limit, page * limit).map(node);
      return json(200, { node: node(id), count: all.length, page, rows });
    }
    if (url.pathname === `/api/users/refsearch/${anna.id}`) {
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      const pathTo = (id: number): number[] => {
        const parent = parents.get(id);
        return parent === undefined ? [id] : [...pathTo(parent), id];
      };
      const found = [...parents.keys()].filter((id) => names[id]?.toLowerCase().includes(q));
      return json(
        200,
        found.map((id) => ({ node: node(id), level: pathTo(id).length - 1, path: pathTo(id) })),
      );
    }
    return json(404, { error: { code: "NOT_FOUND", message: "Нет такого" } });
  });
}

const tree = () => screen.getByRole("tree", { name: "Моя структура" });
const item = (name: string) => within(tree()).getByRole("treeitem", { name: new RegExp(name) });
const shownNames = () =>
  within(tree())
    .queryAllByRole("treeitem")
    .map((row) => `${row.getAttribute("aria-level")}:${row.querySelector("a")?.textContent}`);
const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });

async function openPage(open = true) {
  const fetches = server(open);
  const { session } = await testSession(anna);
  const view = await renderPage(() => <StructurePage ownerId={anna.id} own />, session, {
    "/profile/$id": () => <p>профиль участника</p>,
  });
  return { ...fetches, ...view };
}

describe("the structure tree page", () => {
  it("shows each node with its counts, and moves with the keys of a tree; Enter opens the member's profile", async () => {
    const { router, requests } = await openPage();
    await waitFor(() => expect(shownNames()).toEqual(["1:Анна Смирнова", "2:Борис Орлов", "2:Вера Ким"]));
    expect(screen.getByText("Всего в структуре: 4 участника на 3 уровнях")).toBeTruthy();
    expect(item("Борис Орлов").textContent).toContain("пригласил(а) 1 · всего 2");
    expect(item("Анна Смирнова").textContent).toContain("пригласил(а) 2 · всего 4");
    expect(item("Борис Орлов").getAttribute("aria-expanded")).toBe("false");
    expect(item("Вера Ким").getAttribute("aria-expanded")).toBeNull();
    expect(item("Борис Орлов").getAttribute("aria-posinset")).toBe("1");
    expect(item("Борис Орлов").getAttribute("aria-setsize")).toBe("2");
    // One node is in the tab order: the focused one.
    expect(
      within(tree())
        .getAllByRole("treeitem")
        .map((row) => row.tabIndex),
    ).toEqual([0, -1, -1]);

    act(() => item("Анна Смирнова").focus());
    press("ArrowDown");
    await waitFor(() => expect(document.activeElement).toBe(item("Борис Орлов")));
    press("ArrowRight");
    await waitFor(() => expect(shownNames()).toContain("3:Глеб Лесной"));
    expect(item("Борис Орлов").getAttribute("aria-expanded")).toBe("true");
    press("ArrowRight");
    await waitFor(() => expect(document.activeElement).toBe(item("Глеб Лесной")));
    press("ArrowRight");
    await waitFor(() => expect(shownNames()).toContain("4:Мария Новикова"));
    press("ArrowLeft");
    await waitFor(() => expect(shownNames()).not.toContain("4:Мария Новикова"));
    press("ArrowLeft");
    await waitFor(() => expect(document.activeElement).toBe(item("Борис Орлов")));
    press("End");
    await waitFor(() => expect(document.activeElement).toBe(item("Вера Ким")));
    press("Home");
    await waitFor(() => expect(document.activeElement).toBe(item("Анна Смирнова")));
    // Never the whole tree: only the branches opened were read.
    expect(requests.filter((one) => one.path.includes("/refchildren/")).map((one) => one.path)).toEqual([
      "/api/users/refchildren/7?page=1&limit=50",
      "/api/users/refchildren/21?page=1&limit=50",
      "/api/users/refchildren/31?page=1&limit=50",
    ]);
    press("ArrowDown");
    await waitFor(() => expect(document.activeElement).toBe(item("Борис Орлов")));
    press("Enter");
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/21"));
  });

  it("searches by name: the way down to the member found opens, and they take the focus", async () => {
    const { requests } = await openPage();
    await waitFor(() => expect(shownNames()).toHaveLength(3));
    const field = screen.getByRole("textbox", { name: "Найти в структуре" });
    const find = screen.getByRole("button", { name: "Найти" }) as HTMLButtonElement;
    fireEvent.change(field, { target: { value: "М" } });
    expect(find.disabled).toBe(true);
    expect(screen.getByText("Введите хотя бы 2 буквы имени.")).toBeTruthy();
    fireEvent.change(field, { target: { value: "мария" } });
    fireEvent.click(find);
    await waitFor(() =>
      expect(shownNames()).toEqual([
        "1:Анна Смирнова",
        "2:Борис Орлов",
        "3:Глеб Лесной",
        "4:Мария Новикова",
        "2:Вера Ким",
      ]),
    );
    await waitFor(() => expect(document.activeElement).toBe(item("Мария Новикова")));
    expect(screen.getByText("Нашли: Мария Новикова. Путь к нему открыт в дереве.")).toBeTruthy();
    expect(document.querySelector("[data-revealed-path]")?.textContent).toBe(
      "Путь: Анна Смирнова → Борис Орлов → Глеб Лесной → Мария Новикова",
    );
    expect(
      requests.some((one) => one.path === "/api/users/refsearch/7?q=%D0%BC%D0%B0%D1%80%D0%B8%D1%8F"),
    ).toBe(true);

    fireEvent.change(field, { target: { value: "Никто" } });
    fireEvent.click(find);
    expect(await screen.findByText("В структуре нет участника с таким именем.")).toBeTruthy();
  });

  it("keeps 10 000 children light: one page read, only the rows in view in the page, the next page as it comes into view", async () => {
    for (let i = 0; i < 10_000; i += 1) parents.set(100_000 + i, 22);
    try {
      const { requests } = await openPage();
      await waitFor(() => expect(shownNames()).toHaveLength(3));
      fireEvent.click(item("Вера Ким").querySelector("[data-toggle]") as Element);
      await waitFor(() => expect(shownNames()).toContain("3:Участник 100000"));
      expect(item("Вера Ким").textContent).toContain("пригласил(а) 10000 · всего 10000");
      const rows = document.querySelectorAll("[data-structure-outline] [data-node-id]");
      expect(rows.length).toBeLessThan(40);
      const reads = () => requests.filter((one) => one.path.startsWith("/api/users/refchildren/22"));
      expect(reads().map((one) => one.path)).toEqual(["/api/users/refchildren/22?page=1&limit=50"]);
      // Scrolled to about the 5 000th child: the pages in view are read (the 4 951st–5 050th), no other.
      const outline = document.querySelector("[data-structure-outline]") as HTMLElement;
      outline.scrollTop = 5_000 * 56;
      fireEvent.scroll(outline);
      await waitFor(() =>
        expect(reads().map((one) => one.path)).toEqual([
          "/api/users/refchildren/22?page=1&limit=50",
          "/api/users/refchildren/22?page=100&limit=50",
          "/api/users/refchildren/22?page=101&limit=50",
        ]),
      );
      await waitFor(() => expect(shownNames()).toContain("3:Участник 104999"));
    } finally {
      for (let i = 0; i < 10_000; i += 1) parents.delete(100_000 + i);
    }
  });

  it("shows someone who may not open the structure its counts only, and says why", async () => {
    const { requests } = await openPage(false);
    expect(await screen.findByText(/Нет доступа: дерево структуры видят сам участник/)).toBeTruthy();
    expect(screen.getByText("Всего в структуре: 4 участника на 3 уровнях")).toBeTruthy();
    expect(screen.queryByRole("tree")).toBeNull();
    expect(requests.some((one) => one.path.includes("/refchildren/"))).toBe(false);
  });
});
