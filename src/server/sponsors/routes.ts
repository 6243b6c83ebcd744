import type { FastifyInstance } from "fastify";
import { sponsorsApi } from "../../api/endpoints/sponsors";
import type { RouteDeps } from "../deps";
import { notFound } from "../http/http-error";
import { limits } from "../http/limits";
import { serveGroup } from "../http/serve-group";
import type { Notifier } from "../notifications";
import {
  adminPage,
  autoSponsorOf,
  autoSponsorsPage,
  currentOf,
  newestOf,
  profileOf,
  sponsorLeaders,
  sponsorshipById,
  sponsorsPage,
} from "./reads";
import { change, endAs, enrol, leave, mustBeSelfOrAdmin } from "./writes";

/** Sponsors and the auto-sponsor queue (the contract and its rules: src/api/endpoints/sponsors.ts). */
export function sponsorsRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { readonly notifier: Notifier },
): void {
  const { db, accounts, events, notifier } = deps;
  /** A live member, or 404. */
  const live = async (id: number) => {
    if (!(await accounts.publicUser(id))) throw notFound("Участник не найден");
  };
  /** The entry as it stands after a change. */
  const entry = async (memberId: number) => {
    const found = await autoSponsorOf(deps, db, memberId);
    if (!found) throw notFound("Участника нет в очереди");
    return found;
  };

  serveGroup(app, sponsorsApi, {
    getSponsorsProfile: {
      access: "anyone",
      handler: async ({ auth, input }) => {
        await live(input.id);
        return profileOf(deps, auth ?? undefined, input.id, input.page);
      },
    },
    getCurrentSponsor: {
      access: "member",
      handler: async ({ auth, input }) => {
        await live(input.id);
        return currentOf(deps, auth, input.id);
      },
    },
    listLastSponsorships: { access: "member", handler: ({ auth }) => newestOf(deps, auth.userId) },
    listSponsors: { access: "member", handler: ({ input }) => sponsorsPage(deps, input.page) },
    listSponsorLeaders: { access: "member", handler: ({ input }) => sponsorLeaders(deps, input.amount) },
    listAdminSponsorships: { access: "admin", handler: ({ input }) => adminPage(deps, input) },
    endSponsorship: {
      access: "member",
      rateLimits: limits.sponsorship,
      handler: async ({ auth, body }) => {
        await events.transaction((tx, publish) => endAs(tx, publish, notifier, auth, body.id));
        const ended = await sponsorshipById(deps, body.id);
        // Its ward or sponsor deleted meanwhile: the end stands, there is nobody to show.
        if (!ended) throw notFound("Спонсорство не найдено");
        return ended;
      },
    },
    listAutoSponsors: {
      access: "member",
      handler: ({ auth, input }) => autoSponsorsPage(deps, auth, input.page),
    },
    createAutoSponsor: {
      access: "member",
      rateLimits: limits.sponsorship,
      handler: async ({ auth, input, body }) => {
        mustBeSelfOrAdmin(auth, input.id);
        await events.transaction((tx, publish) => enrol(tx, publish, notifier, input.id, body));
        return entry(input.id);
      },
    },
    updateAutoSponsor: {
      access: "member",
      rateLimits: limits.sponsorship,
      handler: async ({ auth, input, body }) => {
        mustBeSelfOrAdmin(auth, input.id);
        await events.transaction((tx, publish) => change(tx, publish, notifier, input.id, body));
        return entry(input.id);
      },
    },
    deleteAutoSponsor: {
      access: "member",
      rateLimits: limits.sponsorship,
      handler: async ({ auth, body }) => {
        mustBeSelfOrAdmin(auth, body.id);
        await db.transaction((tx) => leave(tx, body.id));
        return { ok: true } as const;
      },
    },
  });
}
