// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../src/api/schema/account";
import type { Division, MemberTeams, Team, TeamCard } from "../../src/api/schema/team";
import { appOwners } from "../../src/streams/events.stream";
import { DivisionsList } from "../../src/ui/pages/teams/divisions-page";
import { MemberTeamsPage } from "../../src/ui/pages/teams/member-teams-page";
import { TeamPage } from "../../src/ui/pages/teams/team-page";
import { noCounts } from "../helpers/notifications";
import { anna, json, renderPage, stubFetch, testSession } from "./helpers/render-page";

// The team pages (issue 29): a member's teams with «Основать команду» and the invitations to answer, a
// team's page for its leader (link, chat, members, invite, remove), for a newcomer with the team link, kept
// live by the `team` notifications; the divisions with their teams — against the contract's answers, with
// the pages' real machines and streams.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const user = (id: number, name: string) => ({
  id,
  name,
  avatar: null,
  roles: [],
  createdAt: "2026-03-12T10:00:00.000Z",
});
const boris = user(21, "Борис Орлов");
const vera = user(22, "Вера Ким");

const card = (id: number, name: string, extra: Partial<TeamCard> = {}): TeamCard => ({
  id,
  name,
  avatar: null,
  leader: user(anna.id, anna.name),
  members: 2,
  division: null,
  createdAt: "2026-10-01T10:00:00.000Z",
  ...extra,
});

/** Anna's team as its leader sees it: Boris in it, its link and chat. */
const pioneers = (extra: Partial<Team> = {}): Team => ({
  ...card(5, "Первопроходцы"),
  counters: { members: 2, referrals: 3, invitations: 1 },
  memberList: {
    count: 2,
    rows: [
      { user: user(anna.id, anna.name), joinedAt: "2026-10-01T10:00:00.000Z", leader: true, referrals: 2 },
      { user: boris, joinedAt: "2026-10-03T10:00:00.000Z", leader: false, referrals: 1 },
    ],
  },
  standing: "leader",
  code: "team-link-code",
  chatId: 55,
  ...extra,
});

/** What a form request carried. */
const fields = (body: unknown) => Object.fromEntries((body as FormData).entries());
const writes = (requests: ReadonlyArray<{ path: string; method: string; body: unknown }>) =>
  requests
    .filter((r) => r.method !== "GET")
    .map((r) => ({ method: r.method, path: r.path, ...fields(r.body) }));

describe("a member's teams page", () => {
  const mine = (invited: boolean): MemberTeams => ({
    count: 1,
    rows: [{ team: card(5, "Первопроходцы"), joinedAt: "2026-10-01T10:00:00.000Z", leader: true }],
    invitations: invited
      ? [
          {
            team: card(9, "Школа финансов", { leader: boris }),
            invitedBy: boris,
            createdAt: "2026-11-01T10:00:00.000Z",
          },
        ]
      : [],
  });

  it("lists the owner's teams and invitations; accepting one sends it and reads the page again", async () => {
    const state = { current: mine(true) };
    const { requests } = stubFetch((path, init) => {
      if (path === "/api/users/team/accept" && init?.method === "PUT") {
        state.current = {
          ...mine(false),
          count: 2,
          rows: [
            ...mine(false).rows,
            { team: card(9, "Школа финансов"), joinedAt: "2026-11-02T10:00:00.000Z", leader: false },
          ],
        };
        return json(200, pioneers({ id: 9, name: "Школа финансов", standing: "member" }));
      }
      if (path === `/api/users/profile/${anna.id}/teams`) return json(200, state.current);
      return json(404, { error: { code: "NOT_FOUND", message: "Нет такого" } });
    });
    const { session } = await testSession(anna);
    await renderPage(() => <MemberTeamsPage ownerId={anna.id} />, session);

    const invitations = within(await screen.findByRole("region", { name: "Приглашения" }));
    expect(invitations.getByText("Приглашает Борис Орлов")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Первопроходцы" }).getAttribute("href")).toBe("/teams/5");
    fireEvent.click(screen.getByRole("button", { name: "Принять приглашение в команду «Школа финансов»" }));
    expect(await screen.findByText("Вы вступили в команду «Школа финансов»")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Приглашения" })).toBeNull());
    expect(screen.getAllByRole("link", { name: "Школа финансов" })).toHaveLength(1);
    expect(writes(requests)).toEqual([{ method: "PUT", path: "/api/users/team/accept", teamId: "9" }]);
  });

  it("founds a team: a one-letter name is refused before it leaves, a good one leads to the team's page", async () => {
    const { requests } = stubFetch((path, init) => {
      if (path === "/api/users/team/create" && init?.method === "POST")
        return json(200, pioneers({ id: 12 }));
      if (path === `/api/users/profile/${anna.id}/teams`) return json(200, mine(false));
      return json(404, { error: { code: "NOT_FOUND", message: "Нет такого" } });
    });
    const { session } = await testSession(anna);
    const { router } = await renderPage(() => <MemberTeamsPage ownerId={anna.id} />, session, {
      "/teams/$id": () => <p>страница команды</p>,
    });
    const name = await screen.findByLabelText(/Название команды/);
    fireEvent.change(name, { target: { value: "Я" } });
    fireEvent.click(screen.getByRole("button", { name: "Основать команду" }));
    expect(await screen.findByText("Название — не короче 2 символов")).toBeTruthy();
    expect(writes(requests)).toEqual([]);

    fireEvent.change(name, { target: { value: "Новая команда" } });
    fireEvent.click(screen.getByRole("button", { name: "Основать команду" }));
    expect(await screen.findByText("страница команды")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/teams/12");
    expect(writes(requests)).toEqual([
      { method: "POST", path: "/api/users/team/create", name: "Новая команда" },
    ]);
  });

  it("shows another member's teams without invitations or the founding form", async () => {
    stubFetch(() => json(200, { ...mine(false), rows: [] }));
    const { session } = await testSession(anna);
    await renderPage(() => <MemberTeamsPage ownerId={3} />, session);
    expect(await screen.findByText("Участник пока не состоит ни в одной команде.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Основать команду" })).toBeNull();
  });
});

describe("a team's page", () => {
  /** The server as the team page asks it: the team (and its members pages), the people search. */
  function teamServer(team: { current: Team }) {
    return stubFetch((path, init) => {
      const url = new URL(path, "http://mir.test");
      if (url.pathname === `/api/users/team/${team.current.id}`) return json(200, team.current);
      if (url.pathname === "/api/users/search/1") return json(200, { count: 1, rows: [vera] });
      if (url.pathname === "/api/users/team/invite" && init?.method === "POST") {
        team.current = { ...team.current, counters: { ...team.current.counters, invitations: 2 } };
        return json(200, {
          team: card(5, "Первопроходцы"),
          invitedBy: user(anna.id, anna.name),
          createdAt: "2026-11-02T10:00:00.000Z",
        });
      }
      if (url.pathname === "/api/users/team/remove" && init?.method === "DELETE") {
        const rows = team.current.memberList.rows.slice(0, 1);
        team.current = {
          ...team.current,
          members: 1,
          counters: { ...team.current.counters, members: 1 },
          memberList: { count: 1, rows },
        };
        return json(200, team.current);
      }
      if (url.pathname === "/api/users/team/join" && init?.method === "POST") {
        team.current = {
          ...team.current,
          standing: "member",
          code: "team-link-code",
          chatId: 55,
          members: 3,
        };
        return json(200, team.current);
      }
      return json(404, { error: { code: "NOT_FOUND", message: "Нет такого" } });
    });
  }
  const memberRows = () =>
    Array.from(document.querySelectorAll('[data-members="team"] [data-member-id]')).map(
      (row) => row.textContent,
    );

  it("gives the leader the link, the chat, the figures and the members; invites a member found by name; removes one", async () => {
    const team = { current: pioneers() };
    const { requests } = teamServer(team);
    const { session } = await testSession(anna);
    await renderPage(() => <TeamPage teamId={5} />, session);

    expect(await screen.findByRole("heading", { level: 1, name: "Первопроходцы" })).toBeTruthy();
    expect(screen.getByText("Вы лидер этой команды")).toBeTruthy();
    const figures = within(screen.getByRole("list", { name: "Команда в числах" }));
    expect(figures.getByText("Пригласили в МИР, будучи в команде").nextSibling?.textContent).toBe("3");
    expect((screen.getByLabelText("Ссылка для вступления") as HTMLInputElement).value).toBe(
      `${window.location.origin}/teams/5?join=team-link-code`,
    );
    expect(screen.getByRole("link", { name: "Чат команды" }).getAttribute("href")).toBe(
      `/profile/${anna.id}/chat?chat=55`,
    );
    await waitFor(() => expect(memberRows()).toHaveLength(2));
    expect(memberRows()[0]).toContain("Лидер команды");
    expect(memberRows()[1]).toContain("пригласил(а) в МИР, будучи в команде: 1");
    // The leader is not removed, only the others.
    expect(screen.getAllByRole("button", { name: /^Исключить/ })).toHaveLength(1);

    fireEvent.change(screen.getByLabelText("Имя участника"), { target: { value: "Вера" } });
    fireEvent.click(screen.getByRole("button", { name: "Найти" }));
    fireEvent.click(await screen.findByRole("button", { name: "Пригласить Вера Ким" }));
    expect(await screen.findByText("Вера Ким: приглашение отправлено")).toBeTruthy();
    const invited = () => document.querySelector('[data-counter="invitations"]')?.lastChild?.textContent;
    await waitFor(() => expect(invited()).toBe("2"));

    fireEvent.click(screen.getByRole("button", { name: "Исключить Борис Орлов из команды" }));
    await waitFor(() => expect(memberRows()).toHaveLength(1));
    expect(writes(requests)).toEqual([
      { method: "POST", path: "/api/users/team/invite", teamId: "5", memberId: "22" },
      { method: "DELETE", path: "/api/users/team/remove", teamId: "5", memberId: "21" },
    ]);
  });

  it("lets a newcomer with the team link join; no link, no chat and no tools before", async () => {
    const team = { current: pioneers({ standing: "none", code: null, chatId: null }) };
    const { requests } = teamServer(team);
    const gleb: SessionUser = { ...anna, id: 31, name: "Глеб Лесной" };
    const { session } = await testSession(gleb);
    await renderPage(() => <TeamPage teamId={5} joinCode="team-link-code" />, session);

    expect(await screen.findByText("Вас пригласили по ссылке команды.")).toBeTruthy();
    expect(screen.queryByLabelText("Ссылка для вступления")).toBeNull();
    expect(screen.queryByRole("link", { name: "Чат команды" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Исключить/ })).toBeNull();
    expect(screen.queryByLabelText("Имя участника")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Вступить в команду" }));
    expect(await screen.findByText("Вы в этой команде")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Чат команды" }).getAttribute("href")).toBe(
      "/profile/31/chat?chat=55",
    );
    expect(writes(requests)).toEqual([
      { method: "POST", path: "/api/users/team/join", code: "team-link-code" },
    ]);
  });

  it("reads the team again when its leader is told a member joined", async () => {
    const team = { current: pioneers() };
    teamServer(team);
    const { session } = await testSession(anna);
    await renderPage(() => <TeamPage teamId={5} />, session);
    await waitFor(() => expect(memberRows()).toHaveLength(2));

    team.current = pioneers({
      members: 3,
      counters: { members: 3, referrals: 3, invitations: 0 },
      memberList: {
        count: 3,
        rows: [
          ...pioneers().memberList.rows,
          { user: vera, joinedAt: "2026-11-03T10:00:00.000Z", leader: false, referrals: 0 },
        ],
      },
    });
    appOwners.event({
      seq: 1,
      at: "2026-11-25T10:00:00.000Z",
      type: "notification",
      action: "create",
      payload: {
        notification: {
          id: 91,
          type: "team",
          actors: [{ id: vera.id, name: vera.name, avatar: "/api/avatars/22.svg" }],
          count: 1,
          title: "Новый участник команды",
          text: "Вера Ким вступил(а) в команду «Первопроходцы»",
          link: "/teams/5",
          checked: false,
          createdAt: "2026-11-25T10:00:00.000Z",
        },
        counters: { total: 1, byType: { ...noCounts, team: 1 } },
      },
    });
    await waitFor(() => expect(memberRows()).toHaveLength(3));
    expect(memberRows()[2]).toContain("Вера Ким");
  });
});

describe("the divisions", () => {
  const north: Division = {
    id: 3,
    name: "Поволжье",
    createdAt: "2026-09-01T10:00:00.000Z",
    teams: [card(5, "Первопроходцы", { division: { id: 3, name: "Поволжье" } })],
    members: 2,
  };

  it("shows every division with its teams; an admin creates one", async () => {
    const divisions = { current: [north] };
    const { requests } = stubFetch((path, init) => {
      if (path === "/api/divisions/create" && init?.method === "POST") {
        const made: Division = {
          id: 4,
          name: "Урал",
          createdAt: "2026-11-01T10:00:00.000Z",
          teams: [],
          members: 0,
        };
        divisions.current = [north, made];
        return json(200, made);
      }
      if (path === "/api/divisions") return json(200, divisions.current);
      return json(404, { error: { code: "NOT_FOUND", message: "Нет такого" } });
    });
    const admin: SessionUser = { ...anna, roles: [{ id: 1, name: "Администратор" }, ...anna.roles] };
    const { session } = await testSession(admin);
    await renderPage(() => <DivisionsList />, session);

    expect((await screen.findByRole("link", { name: "Поволжье" })).getAttribute("href")).toBe("/division/3");
    expect(screen.getByText("1 команда, 2 участника")).toBeTruthy();
    const teams = within(screen.getByRole("list", { name: "Подразделение «Поволжье»" }));
    expect(teams.getByRole("link", { name: "Первопроходцы" })).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Название подразделения/), { target: { value: "Урал" } });
    fireEvent.click(screen.getByRole("button", { name: "Создать" }));
    expect(await screen.findByRole("link", { name: "Урал" })).toBeTruthy();
    expect(screen.getByText("В подразделении пока нет команд.")).toBeTruthy();
    expect(writes(requests)).toEqual([{ method: "POST", path: "/api/divisions/create", name: "Урал" }]);
  });

  it("shows a member the divisions without an admin's tools", async () => {
    stubFetch(() => json(200, [north]));
    const { session } = await testSession(anna);
    await renderPage(() => <DivisionsList />, session);
    expect(await screen.findByRole("link", { name: "Поволжье" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Создать" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Переименовать" })).toBeNull();
  });
});
