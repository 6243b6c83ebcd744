// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReferralMember, ReferralSummary } from "../../src/api/schema/structure";
import { appOwners } from "../../src/streams/events.stream";
import { ReferralsPage } from "../../src/ui/pages/structure/referrals-page";
import { anna, json, renderPage, stubFetch, testSession } from "./helpers/render-page";

// /profile/{id}/referrals (issue 29): the owner's link (copied, a QR code, a new one after a yes), the counts
// for everyone, and the members level by level for those who may open the structure — against the
// contract's answers, with the page's real machines and streams.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const member = (id: number, name: string, level: number, invited = 0, total = 0): ReferralMember => ({
  user: { id, name, avatar: null, roles: [], createdAt: "2026-03-12T10:00:00.000Z" },
  level,
  joinedAt: "2025-11-20T10:00:00.000Z",
  invited,
  total,
});

const boris = member(21, "Борис Орлов", 1, 1, 1);
const vera = member(22, "Вера Ким", 1);
const gleb = member(31, "Глеб Лесной", 2);
const dina = member(23, "Дина Новая", 1);

/** Anna's structure: Boris (who invited Gleb) and Vera at level 1, Gleb at level 2. */
const annas: ReferralSummary = {
  userId: anna.id,
  levels: [
    { level: 1, members: 2 },
    { level: 2, members: 1 },
  ],
  total: 3,
  open: true,
  newest: [vera, boris],
  code: "anna-ref",
};

/** The server as Anna's page asks it: her summary, the chain above her (none) and her levels. */
function annasServer(summary: { current: ReferralSummary }, levels: Record<number, ReferralMember[]>) {
  return stubFetch((path, init) => {
    const url = new URL(path, "http://mir.test");
    if (url.pathname === "/api/users/refgen" && init?.method === "POST") {
      summary.current = { ...summary.current, code: "fresh-code" };
      return json(200, { code: "fresh-code" });
    }
    if (url.pathname === `/api/users/profile/${anna.id}/referrals`) return json(200, summary.current);
    if (url.pathname === `/api/users/referrers/${anna.id}`) return json(200, []);
    if (url.pathname === `/api/users/refprofile/${anna.id}`) {
      const rows = levels[Number(url.searchParams.get("level"))] ?? [];
      return json(200, { count: rows.length, rows });
    }
    return json(404, { error: { code: "NOT_FOUND", message: "Нет такого" } });
  });
}

/** The page as its route draws it: the level picked goes to the address and comes back as a prop. */
function Page({ ownerId }: { ownerId: number }) {
  const [level, setLevel] = useState<number | undefined>(undefined);
  return <ReferralsPage ownerId={ownerId} level={level} onLevelChange={setLevel} />;
}

const link = `${window.location.origin}/auth?ref=anna-ref`;
const rowsOf = (level: number) =>
  Array.from(document.querySelectorAll(`[data-members="referrals-${level}"] [data-member-id]`)).map(
    (row) => row.textContent,
  );

describe("the referrals page", () => {
  it("shows the owner their link, copies it, draws its QR code; the counts, the newest and level 1", async () => {
    const writeText = vi.fn(async (_: string) => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    annasServer({ current: annas }, { 1: [boris, vera], 2: [gleb] });
    const { session } = await testSession(anna);
    await renderPage(() => <Page ownerId={anna.id} />, session);

    const field = (await screen.findByLabelText("Реферальная ссылка")) as HTMLInputElement;
    expect(field.value).toBe(link);
    expect(field.readOnly).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Скопировать" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(await screen.findByText("Ссылка скопирована")).toBeTruthy();
    expect(
      await screen.findByRole("img", { name: "QR-код реферальной ссылки" }, { timeout: 10_000 }),
    ).toBeTruthy();

    expect(screen.getByText("Всего в структуре: 3 участника")).toBeTruthy();
    const counts = within(screen.getByRole("list", { name: "Участники по уровням" }));
    expect(counts.getByText("1 уровень")).toBeTruthy();
    expect(counts.getByText("2 участника")).toBeTruthy();
    expect(counts.getByText("1 участник")).toBeTruthy();
    expect(
      screen.getByText("Вы пришли в МИР без приглашения: над вами в структуре никого нет."),
    ).toBeTruthy();

    await waitFor(() => expect(rowsOf(1)).toHaveLength(2));
    expect(rowsOf(1)[0]).toContain("Борис Орлов");
    expect(rowsOf(1)[0]).toContain("в структуре с 20 ноября 2025");
    expect(rowsOf(1)[0]).toContain("пригласил(а) 1 · в структуре 1");
    // Boris has a structure of his own: Anna, above him, may open it.
    expect(screen.getByRole("link", { name: "Структура участника Борис Орлов" }).getAttribute("href")).toBe(
      "/profile/21/referrals",
    );
  });

  it("switches the level: the chip picked lists that level's members", async () => {
    const { requests } = annasServer({ current: annas }, { 1: [boris, vera], 2: [gleb] });
    const { session } = await testSession(anna);
    await renderPage(() => <Page ownerId={anna.id} />, session);
    await waitFor(() => expect(rowsOf(1)).toHaveLength(2));
    expect(screen.getByText("1 уровень — 2 участника")).toBeTruthy();

    const second = screen.getByRole("radio", { name: "2 уровень: 1 участник" }) as HTMLInputElement;
    expect(second.checked).toBe(false);
    fireEvent.click(second);
    await waitFor(() => expect(rowsOf(2)).toHaveLength(1));
    expect(rowsOf(2)[0]).toContain("Глеб Лесной");
    expect(screen.getByText("2 уровень — 1 участник")).toBeTruthy();
    expect((screen.getByRole("radio", { name: "2 уровень: 1 участник" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(rowsOf(1)).toHaveLength(0);
    expect(requests.map((r) => r.path)).toContain(`/api/users/refprofile/${anna.id}?level=2&limit=30&page=1`);
  });

  it("the `structure` event moves the counts and the level shown: a newcomer at level 1, then one at level 2", async () => {
    const summary = { current: annas };
    const levels: Record<number, ReferralMember[]> = { 1: [boris, vera], 2: [gleb] };
    annasServer(summary, levels);
    const { session } = await testSession(anna);
    await renderPage(() => <Page ownerId={anna.id} />, session);
    await waitFor(() => expect(rowsOf(1)).toHaveLength(2));
    const joined = (seq: number, memberId: number) =>
      appOwners.event({
        seq,
        at: "2026-11-25T10:00:00.000Z",
        type: "structure",
        action: "join",
        payload: { memberId },
      });

    // Dina confirms her address through Anna's link: the server counts her and tells Anna's socket.
    summary.current = {
      ...annas,
      levels: [
        { level: 1, members: 3 },
        { level: 2, members: 1 },
      ],
      total: 4,
      newest: [dina, vera, boris],
    };
    levels[1] = [boris, vera, dina];
    joined(1, dina.user.id);
    expect(await screen.findByText("Всего в структуре: 4 участника")).toBeTruthy();
    await waitFor(() => expect(rowsOf(1)).toHaveLength(3));
    expect(rowsOf(1)[2]).toContain("Дина Новая");
    expect(screen.getByText("1 уровень — 3 участника")).toBeTruthy();

    // Anna looks at level 2; Dina's own newcomer joins there, and Anna hears of it as well.
    fireEvent.click(screen.getByRole("radio", { name: "2 уровень: 1 участник" }));
    await waitFor(() => expect(rowsOf(2)).toHaveLength(1));
    const egor = member(41, "Егор Дальний", 2);
    summary.current = {
      ...summary.current,
      levels: [
        { level: 1, members: 3 },
        { level: 2, members: 2 },
      ],
      total: 5,
    };
    levels[2] = [gleb, egor];
    joined(2, egor.user.id);
    expect(await screen.findByText("Всего в структуре: 5 участников")).toBeTruthy();
    await waitFor(() => expect(rowsOf(2)).toHaveLength(2));
    expect(rowsOf(2)[1]).toContain("Егор Дальний");
  });

  it("«Новая ссылка» asks first; after the yes the link is the new one", async () => {
    const { requests } = annasServer({ current: annas }, { 1: [boris, vera], 2: [gleb] });
    const { session } = await testSession(anna);
    await renderPage(() => <Page ownerId={anna.id} />, session);
    await screen.findByLabelText("Реферальная ссылка");

    fireEvent.click(screen.getByRole("button", { name: "Новая ссылка" }));
    expect(await screen.findByText("Выпустить новую ссылку?", {}, { timeout: 15_000 })).toBeTruthy();
    expect(requests.some((r) => r.path === "/api/users/refgen")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Выпустить новую" }));
    await waitFor(() =>
      expect((screen.getByLabelText("Реферальная ссылка") as HTMLInputElement).value).toBe(
        `${window.location.origin}/auth?ref=fresh-code`,
      ),
    );
    expect(requests.filter((r) => r.method === "POST").map((r) => r.path)).toEqual(["/api/users/refgen"]);
    expect(
      screen.getByText("Готово: теперь ваша ссылка — новая. Старая больше не приводит участников."),
    ).toBeTruthy();
  });

  it("another member's closed structure: only the counts and why, no link, no members asked for", async () => {
    const { requests } = stubFetch(() =>
      json(200, {
        userId: 3,
        levels: [{ level: 1, members: 5 }],
        total: 5,
        open: false,
        newest: [],
        code: null,
      } satisfies ReferralSummary),
    );
    const { session } = await testSession(anna);
    await renderPage(() => <Page ownerId={3} />, session);

    expect(await screen.findByText("Всего в структуре: 5 участников")).toBeTruthy();
    expect(
      screen.getByText(/видят сам участник, те, кто выше него в структуре, и администраторы/),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Реферальная ссылка")).toBeNull();
    expect(screen.queryByRole("button", { name: "Скопировать" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Новая ссылка" })).toBeNull();
    expect(screen.queryByRole("radio")).toBeNull();
    // Only what anyone may read: the counts, and the franchises the member holds.
    expect(requests.map((r) => r.path).sort()).toEqual([
      "/api/users/profile/3/franchises",
      "/api/users/profile/3/referrals",
    ]);
  });

  it("an admin moves the member under another found by name, after a yes; the chain above is read again", async () => {
    const admin = { ...anna, id: 1, name: "Админ", roles: [{ id: 1, name: "Администратор" }] };
    let referrers = [{ ...vera.user, level: 1 }];
    const { requests } = stubFetch((path, init) => {
      const url = new URL(path, "http://mir.test");
      if (url.pathname === "/api/users/referrers/move" && init?.method === "POST") {
        referrers = [{ ...dina.user, level: 1 }];
        return json(200, [{ ...dina, level: 1 }]);
      }
      if (url.pathname === `/api/users/profile/${boris.user.id}/referrals`)
        return json(200, { ...annas, userId: boris.user.id, code: null, newest: [] });
      if (url.pathname === `/api/users/referrers/${boris.user.id}`)
        return json(
          200,
          referrers.map((user) => ({ ...member(user.id, user.name, user.level) })),
        );
      if (url.pathname === "/api/users/search/1")
        return json(200, { count: 2, rows: [boris.user, dina.user] });
      if (url.pathname === `/api/users/refprofile/${boris.user.id}`) return json(200, { count: 0, rows: [] });
      return json(404, { error: { code: "NOT_FOUND", message: "Нет такого" } });
    });
    const { session } = await testSession(admin);
    await renderPage(() => <Page ownerId={boris.user.id} />, session);
    expect(await screen.findByText("Вера Ким")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Перенести к другому пригласившему" }));
    fireEvent.change(screen.getByRole("searchbox", { name: "Новый пригласивший" }), {
      target: { value: "Ди" },
    });
    const pick = await screen.findByRole("button", { name: "Поставить под участника Дина Новая" });
    // Not under himself: no such button on his own row.
    expect(screen.queryByRole("button", { name: "Поставить под участника Борис Орлов" })).toBeNull();
    fireEvent.click(pick);
    expect(await screen.findByText("Перенести участника?", {}, { timeout: 15_000 })).toBeTruthy();
    expect(requests.some((r) => r.path === "/api/users/referrers/move")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Перенести" }));

    expect(await screen.findByText("Готово: теперь участник в структуре участника Дина Новая.")).toBeTruthy();
    const moved = requests.find((r) => r.path === "/api/users/referrers/move");
    expect(Object.fromEntries(moved?.body as URLSearchParams)).toEqual({
      userId: String(boris.user.id),
      referrerId: String(dina.user.id),
    });
    await waitFor(() => expect(screen.queryByText("Вера Ким")).toBeNull());
    expect(screen.getByText("Дина Новая")).toBeTruthy();
  });

  it("offers no move to a member who is not an admin", async () => {
    annasServer({ current: annas }, { 1: [boris, vera], 2: [gleb] });
    const { session } = await testSession(anna);
    await renderPage(() => <Page ownerId={anna.id} />, session);
    await screen.findByLabelText("Реферальная ссылка");
    expect(screen.queryByRole("button", { name: "Перенести к другому пригласившему" })).toBeNull();
  });
});
