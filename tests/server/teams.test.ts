// @vitest-environment node
// Issue 29, teams and divisions: founding, invitations (told, accepted, declined), the team link, leaving
// (the team handed over; the last one ends it) and removing; who may do what; the team's chat following
// its membership; `teamsReferrals` counting only what members invited while in the team; joins racing on
// PostgreSQL counted once; an admin's divisions.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Team } from "../../src/api/schema/team";
import { rowsOf } from "../../src/server/db/rows";
import { createAdmin, createMember, type TestMember } from "./helpers/accounts";
import { teamCalls } from "./helpers/teams";
import { backends, useTestApp } from "./helpers/test-app";

describe.each(backends)("teams and divisions on $name", (backend) => {
  const ctx = useTestApp(backend);
  const api = teamCalls(() => ctx().app);
  const db = () => ctx().database.db;

  const status = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    who: TestMember | undefined,
    form?: Record<string, string>,
  ) => (await api.call(method, url, who, form)).statusCode;
  const names = (team: Team) => team.memberList.rows.map((row) => row.user.id);
  /** The `team` notifications of a member, newest first. */
  const told = async (who: TestMember) =>
    (
      await api.ok<{ notifications: { rows: Array<{ type: string; text: string; link: string }> } }>(
        "GET",
        "/api/notifications/user?type=team",
        who,
      )
    ).notifications.rows;
  /** Whether `who` is in chat `chatId` (the messenger answers 404 to anyone else). */
  const inChat = async (who: TestMember, chatId: number) =>
    (await status("GET", `/api/messenger/chat/${chatId}`, who)) === 200;

  it("founds a team with its chat, lists it, renames both", async () => {
    const anna = await createMember(db(), { name: "Анна" });
    const team = await api.found(anna, "  Первопроходцы  ");
    expect(team).toMatchObject({
      name: "Первопроходцы",
      leader: { id: anna.id },
      members: 1,
      division: null,
      standing: "leader",
      counters: { members: 1, referrals: 0, invitations: 0 },
      memberList: { count: 1, rows: [{ user: { id: anna.id }, leader: true, referrals: 0 }] },
    });
    expect(team.code).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const chatId = team.chatId ?? 0;
    const chat = await api.ok<{ title?: string; isDirect: boolean }>(
      "GET",
      `/api/messenger/chat/${chatId}`,
      anna,
    );
    expect(chat).toMatchObject({ title: "Первопроходцы", isDirect: false });

    // Anyone sees the team, but not its link or chat.
    expect(await api.team(undefined, team.id)).toMatchObject({ standing: "none", code: null, chatId: null });
    const profile = await api.ok<{ count: number; rows: Array<{ team: { id: number }; leader: boolean }> }>(
      "GET",
      `/api/users/profile/${anna.id}/teams`,
      undefined,
    );
    expect(profile).toMatchObject({
      count: 1,
      rows: [{ team: { id: team.id }, leader: true }],
      invitations: [],
    });
    const newest = await api.ok<Array<{ id: number }>>("GET", "/api/users/lastteams?limit=50", undefined);
    expect(newest[0]?.id).toBe(team.id);

    const renamed = await api.ok<Team>("PUT", "/api/users/team/update", anna, {
      teamId: String(team.id),
      name: "Первопроходцы Казани",
    });
    expect(renamed.name).toBe("Первопроходцы Казани");
    const list = await api.ok<{ rows: Array<{ id: number; title?: string }> }>(
      "GET",
      "/api/messenger/chat",
      anna,
    );
    expect(list.rows.find((row) => row.id === chatId)?.title).toBe("Первопроходцы Казани");
  });

  it("invites (told), accepts into the team and its chat (the leader told), declines; the link lets anyone in", async () => {
    const anna = await createMember(db(), { name: "Анна" });
    const boris = await createMember(db(), { name: "Борис" });
    const vera = await createMember(db(), { name: "Вера" });
    const gleb = await createMember(db(), { name: "Глеб" });
    const team = await api.found(anna, "Команда Анны");
    const chatId = team.chatId ?? 0;

    const invitation = await api.invite(anna, team.id, boris.id);
    expect(invitation).toMatchObject({ team: { id: team.id }, invitedBy: { id: anna.id } });
    await api.invite(anna, team.id, vera.id);
    expect(await told(boris)).toEqual([
      expect.objectContaining({
        text: "Анна приглашает вас в команду «Команда Анны»",
        link: `/profile/${boris.id}/teams`,
      }),
    ]);
    // The invitations are their invitee's to see.
    const own = await api.ok<{ invitations: Array<{ team: { id: number } }> }>(
      "GET",
      `/api/users/profile/${boris.id}/teams`,
      boris,
    );
    expect(own.invitations.map((one) => one.team.id)).toEqual([team.id]);
    expect(
      (await api.ok<{ invitations: unknown[] }>("GET", `/api/users/profile/${boris.id}/teams`, anna))
        .invitations,
    ).toEqual([]);
    expect((await api.team(boris, team.id)).standing).toBe("invited");
    expect((await api.team(anna, team.id)).counters.invitations).toBe(2);
    expect(await inChat(boris, chatId)).toBe(false);

    const accepted = await api.accept(boris, team.id);
    expect(accepted).toMatchObject({ standing: "member", chatId, counters: { members: 2, invitations: 1 } });
    expect(names(accepted)).toEqual([anna.id, boris.id]);
    expect(await inChat(boris, chatId)).toBe(true);
    expect((await told(anna))[0]).toMatchObject({
      text: "Борис вступил(а) в команду «Команда Анны»",
      link: `/teams/${team.id}`,
    });
    // Accepting again (another tab) answers the team as it is.
    expect((await api.accept(boris, team.id)).counters.members).toBe(2);

    const declined = await api.call("DELETE", "/api/users/team/decline", vera, { teamId: String(team.id) });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await api.team(vera, team.id)).standing).toBe("none");
    expect(await status("DELETE", "/api/users/team/decline", vera, { teamId: String(team.id) })).toBe(404);

    // The link: Gleb joins at once (and the chat takes him); a wrong link is nobody's.
    const joined = await api.join(gleb, team.code ?? "");
    expect(joined).toMatchObject({ standing: "member", counters: { members: 3 } });
    expect(await inChat(gleb, chatId)).toBe(true);
    expect(await status("POST", "/api/users/team/join", gleb, { code: "nosuchlink123" })).toBe(404);

    // Boris writes in the team's chat; Anna and Gleb read it there.
    const sent = await api.call("POST", "/api/messenger/message/", boris, {
      chatId: String(chatId),
      content: "Всем привет!",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const opened = await api.ok<{ messages: { rows: Array<{ content: string }> } }>(
      "GET",
      `/api/messenger/chat/${chatId}`,
      anna,
    );
    expect(opened.messages.rows.map((row) => row.content)).toEqual(["Всем привет!"]);
  });

  it("lets the leader alone invite, the leader or an admin rename and remove; an invitation is its invitee's", async () => {
    const anna = await createMember(db(), { name: "Анна" });
    const boris = await createMember(db(), { name: "Борис" });
    const vera = await createMember(db(), { name: "Вера" });
    const admin = await createAdmin(db());
    const team = await api.found(anna);
    await api.join(boris, team.code ?? "");
    const teamId = String(team.id);

    expect(await status("PUT", "/api/users/team/update", boris, { teamId, name: "Захват" })).toBe(403);
    expect(await status("POST", "/api/users/team/invite", boris, { teamId, memberId: String(vera.id) })).toBe(
      403,
    );
    expect(
      await status("DELETE", "/api/users/team/remove", boris, { teamId, memberId: String(anna.id) }),
    ).toBe(403);
    expect(await status("POST", "/api/users/team/invite", admin, { teamId, memberId: String(vera.id) })).toBe(
      403,
    );

    // Vera's invitation: nobody else may take it.
    await api.invite(anna, team.id, vera.id);
    const stranger = await createMember(db());
    expect(await status("PUT", "/api/users/team/accept", stranger, { teamId })).toBe(404);
    expect(await status("DELETE", "/api/users/team/decline", stranger, { teamId })).toBe(404);
    expect((await api.team(vera, team.id)).standing).toBe("invited");
    expect((await api.team(stranger, team.id)).standing).toBe("none");

    // Inviting who is in it or invited already, removing the leader: refused, nothing changed.
    expect(await status("POST", "/api/users/team/invite", anna, { teamId, memberId: String(boris.id) })).toBe(
      409,
    );
    expect(await status("POST", "/api/users/team/invite", anna, { teamId, memberId: String(vera.id) })).toBe(
      409,
    );
    expect(
      await status("DELETE", "/api/users/team/remove", admin, { teamId, memberId: String(anna.id) }),
    ).toBe(409);
    expect(await status("POST", "/api/users/team/invite", anna, { teamId, memberId: "2147483000" })).toBe(
      404,
    );
    expect(await status("GET", "/api/users/team/2147483000", undefined)).toBe(404);

    expect(await status("PUT", "/api/users/team/update", admin, { teamId, name: "Переименована" })).toBe(200);
    // Removing an invitee withdraws the invitation.
    expect(
      await status("DELETE", "/api/users/team/remove", anna, { teamId, memberId: String(vera.id) }),
    ).toBe(200);
    expect((await api.team(vera, team.id)).standing).toBe("none");
    expect(
      await status("DELETE", "/api/users/team/remove", anna, { teamId, memberId: String(vera.id) }),
    ).toBe(404);
  });

  it("keeps the team's chat with its members: removed and leaving ones go, the leader hands over, the last ends it", async () => {
    const anna = await createMember(db(), { name: "Анна" });
    const boris = await createMember(db(), { name: "Борис" });
    const vera = await createMember(db(), { name: "Вера" });
    const admin = await createAdmin(db());
    const team = await api.found(anna, "Сменная команда");
    const chatId = team.chatId ?? 0;
    await api.join(boris, team.code ?? "");
    await api.join(vera, team.code ?? "");
    const teamId = String(team.id);

    const removed = await api.ok<Team>("DELETE", "/api/users/team/remove", admin, {
      teamId,
      memberId: String(vera.id),
    });
    expect(names(removed)).toEqual([anna.id, boris.id]);
    expect(await inChat(vera, chatId)).toBe(false);
    const veras = await api.ok<{ rows: Array<{ id: number }> }>("GET", "/api/messenger/chat", vera);
    expect(veras.rows.map((row) => row.id)).not.toContain(chatId);
    // Back through the link: in the chat again.
    await api.join(vera, team.code ?? "");
    expect(await inChat(vera, chatId)).toBe(true);

    // The leader leaves: the team passes to the member in it longest (Boris), who is told.
    const left = await api.leave(anna, team.id);
    expect(left).toMatchObject({ standing: "none", leader: { id: boris.id }, counters: { members: 2 } });
    expect(await inChat(anna, chatId)).toBe(false);
    expect((await told(boris))[0]).toMatchObject({ title: "Вы — лидер команды", link: `/teams/${team.id}` });
    expect(await status("DELETE", "/api/users/team/leave", anna, { teamId })).toBe(404);

    await api.leave(vera, team.id);
    // The last member leaving ends the team, its chat with it.
    expect(await api.leave(boris, team.id)).toBeNull();
    expect(await status("GET", `/api/users/team/${team.id}`, undefined)).toBe(404);
    const [chat] = await rowsOf<{ id: number }>(db(), sql`select id from chats where id = ${chatId}`);
    expect(chat).toBeUndefined();
  });

  it("counts in teamsReferrals only the members invited while their referrer was in the team", async () => {
    const leader = await createMember(db(), { name: "Лидер" });
    const member = await createMember(db(), { name: "Участник" });
    const invite = (who: TestMember, name: string) => createMember(db(), { referrer: who, name });
    await invite(member, "До команды");
    const team = await api.found(leader);
    await api.join(member, team.code ?? "");
    await invite(member, "В команде 1");
    await api.leave(member, team.id);
    await invite(member, "Между");
    await api.join(member, team.code ?? "");
    await invite(member, "В команде 2");
    await invite(leader, "От лидера");

    const view = await api.team(leader, team.id);
    expect(view.counters.referrals).toBe(3);
    expect(view.memberList.rows.map((row) => [row.user.id, row.referrals])).toEqual([
      [leader.id, 1],
      [member.id, 2],
    ]);
  });

  it("lets an admin make divisions and place each team in one at most", async () => {
    const admin = await createAdmin(db());
    const anna = await createMember(db(), { name: "Анна" });
    const boris = await createMember(db(), { name: "Борис" });
    const first = await api.found(anna, "Первая");
    const second = await api.found(boris, "Вторая");
    await api.join(boris, first.code ?? "");
    const north = await api.division(admin, "Север");
    const south = await api.division(admin, "Юг");
    expect(north).toMatchObject({ name: "Север", teams: [], members: 0 });

    await api.place(admin, first.id, north.id);
    await api.place(admin, second.id, north.id);
    const placed = await api.ok<{ teams: Array<{ id: number }>; members: number }>(
      "GET",
      `/api/divisions/${north.id}`,
      undefined,
    );
    // Largest first; Boris, in both, counts once.
    expect(placed.teams.map((one) => one.id)).toEqual([first.id, second.id]);
    expect(placed.members).toBe(2);
    expect((await api.team(undefined, first.id)).division).toEqual({ id: north.id, name: "Север" });

    // Placed elsewhere, it leaves the first; taken out, it is in none.
    await api.place(admin, first.id, south.id);
    await api.place(admin, second.id);
    const all = await api.ok<Array<{ id: number; teams: Array<{ id: number }> }>>(
      "GET",
      "/api/divisions",
      undefined,
    );
    const teamsOf = (id: number) => all.find((one) => one.id === id)?.teams.map((one) => one.id);
    expect(teamsOf(north.id)).toEqual([]);
    expect(teamsOf(south.id)).toEqual([first.id]);

    const renamed = await api.ok<{ name: string }>("PUT", "/api/divisions/update", admin, {
      divisionId: String(south.id),
      name: "Южное",
    });
    expect(renamed.name).toBe("Южное");
    expect(
      await status("PUT", "/api/divisions/place", admin, {
        teamId: String(first.id),
        divisionId: "2147483000",
      }),
    ).toBe(404);
    expect(await status("GET", "/api/divisions/2147483000", undefined)).toBe(404);
  });

  // PostgreSQL takes them at once on a pool of connections; PGlite, one connection, in turn.
  const joiners = backend.name === "postgres" ? 40 : 8;

  it(`counts each of ${joiners} members accepting and joining at once (twice each) once`, async () => {
    const leader = await createMember(db(), { name: "Лидер" });
    const team = await api.found(leader, "Многолюдная");
    const members = await Promise.all(Array.from({ length: joiners }, () => createMember(db())));
    const invited = members.filter((_, index) => index % 2 === 0);
    for (const member of invited) await api.invite(leader, team.id, member.id);
    const answers = await Promise.all(
      members.flatMap((member) =>
        invited.includes(member)
          ? [
              api.call("PUT", "/api/users/team/accept", member, { teamId: String(team.id) }),
              api.join(member, team.code ?? ""),
            ]
          : [api.join(member, team.code ?? ""), api.join(member, team.code ?? "")],
      ),
    );
    expect(answers.filter((answer) => "statusCode" in answer && answer.statusCode !== 200)).toEqual([]);
    const view = await api.team(leader, team.id);
    expect(view.counters).toMatchObject({ members: joiners + 1, invitations: 0 });
    const [counts] = await rowsOf<{ stays: number; chat: number; told: number }>(
      db(),
      sql`select (select count(*)::int from team_members where team_id = ${team.id}) as stays,
        (select count(*)::int from chat_members where chat_id = ${team.chatId}) as chat,
        (select count(*)::int from notifications where user_id = ${leader.id} and type = 'team') as told`,
    );
    expect(counts).toEqual({ stays: joiners + 1, chat: joiners + 1, told: joiners });
  });
});
