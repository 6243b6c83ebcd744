import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { lastTeamsDefault, teamsApi } from "../../api/endpoints/teams";
import type { RouteDeps } from "../deps";
import { notFound } from "../http/http-error";
import { limits } from "../http/limits";
import { serveGroup } from "../http/serve-group";
import type { Notifier } from "../notifications";
import { allDivisions, createDivision, divisionOf, placeTeam, renameDivision } from "./divisions";
import { accept, decline, foundTeam, invite, joinByLink, leave, remove, renameTeam } from "./membership";
import { cardsOf, memberTeams, teamRows, teamView } from "./views";

/** Teams and divisions (the contract and its rules: src/api/endpoints/teams.ts). */
export function teamsRoutes(app: FastifyInstance, deps: RouteDeps & { readonly notifier: Notifier }): void {
  const { db, accounts } = deps;

  serveGroup(app, teamsApi, {
    listMemberTeams: {
      access: "anyone",
      handler: async ({ auth, input }) => {
        if (!(await accounts.publicUser(input.id))) throw notFound("Участник не найден");
        return memberTeams(deps, input.id, auth?.userId === input.id);
      },
    },
    listLastTeams: {
      access: "anyone",
      handler: async ({ input }) =>
        cardsOf(
          deps,
          await teamRows(db, sql`true`, sql`t.created_at desc, t.id desc`, input.limit ?? lastTeamsDefault),
        ),
    },
    getTeam: {
      access: "anyone",
      handler: ({ auth, input }) => teamView(deps, auth?.userId, input.id, input.page ?? 1),
    },
    createTeam: {
      access: "member",
      rateLimits: limits.team,
      handler: ({ auth, input }) => foundTeam(deps, auth, input),
    },
    renameTeam: {
      access: "member",
      rateLimits: limits.team,
      handler: ({ auth, input }) => renameTeam(deps, auth, input),
    },
    inviteToTeam: {
      access: "member",
      rateLimits: limits.team,
      handler: ({ auth, input }) => invite(deps, auth, input),
    },
    acceptTeamInvitation: {
      access: "member",
      rateLimits: limits.team,
      handler: ({ auth, input }) => accept(deps, auth, input),
    },
    declineTeamInvitation: {
      access: "member",
      rateLimits: limits.team,
      handler: ({ auth, input }) => decline(deps, auth, input),
    },
    joinTeam: {
      access: "member",
      rateLimits: limits.team,
      handler: ({ auth, input }) => joinByLink(deps, auth, input),
    },
    leaveTeam: {
      access: "member",
      rateLimits: limits.team,
      handler: ({ auth, input }) => leave(deps, auth, input),
    },
    removeFromTeam: {
      access: "member",
      rateLimits: limits.team,
      handler: ({ auth, input }) => remove(deps, auth, input),
    },
    listDivisions: { access: "anyone", handler: () => allDivisions(deps) },
    getDivision: { access: "anyone", handler: ({ input }) => divisionOf(deps, input.id) },
    createDivision: { access: "admin", handler: ({ input }) => createDivision(deps, input) },
    renameDivision: { access: "admin", handler: ({ input }) => renameDivision(deps, input) },
    placeTeam: { access: "admin", handler: ({ input }) => placeTeam(deps, input) },
  });
}
