// What the teams tests and the sweeps share: the team calls through the real app, failing loudly.
import type { FastifyInstance } from "fastify";
import type { Division, Team, TeamInvitation } from "../../../src/api/schema/team";
import type { TestMember } from "./accounts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** The team calls, as a member makes them (forms urlencoded, as a browser sends them). */
export function teamCalls(app: () => FastifyInstance) {
  const call = (method: Method, url: string, who: TestMember | undefined, form?: Record<string, string>) =>
    app().inject({
      method,
      url,
      headers: {
        ...who?.bearer,
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
  /** The answer of a call that must succeed. */
  const ok = async <T>(
    method: Method,
    url: string,
    who: TestMember | undefined,
    form?: Record<string, string>,
  ) => {
    const response = await call(method, url, who, form);
    if (response.statusCode !== 200)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as T;
  };
  return {
    call,
    ok,
    found: (who: TestMember, name = "Команда теста") =>
      ok<Team>("POST", "/api/users/team/create", who, { name }),
    team: (who: TestMember | undefined, id: number, page = 1) =>
      ok<Team>("GET", `/api/users/team/${id}?page=${page}`, who),
    invite: (who: TestMember, teamId: number, memberId: number) =>
      ok<TeamInvitation>("POST", "/api/users/team/invite", who, {
        teamId: String(teamId),
        memberId: String(memberId),
      }),
    accept: (who: TestMember, teamId: number) =>
      ok<Team>("PUT", "/api/users/team/accept", who, { teamId: String(teamId) }),
    join: (who: TestMember, code: string) => ok<Team>("POST", "/api/users/team/join", who, { code }),
    leave: (who: TestMember, teamId: number) =>
      ok<Team | null>("DELETE", "/api/users/team/leave", who, { teamId: String(teamId) }),
    division: (admin: TestMember, name = "Подразделение теста") =>
      ok<Division>("POST", "/api/divisions/create", admin, { name }),
    place: (admin: TestMember, teamId: number, divisionId?: number) =>
      ok("PUT", "/api/divisions/place", admin, {
        teamId: String(teamId),
        ...(divisionId === undefined ? {} : { divisionId: String(divisionId) }),
      }),
  };
}
