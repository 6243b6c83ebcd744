import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { structureApi } from "../../api/endpoints/structure";
import { newReferralCode } from "../auth";
import { users } from "../db/schema";
import type { RouteDeps } from "../deps";
import { notFound } from "../http/http-error";
import { serveGroup } from "../http/serve-group";
import { chainAbove, leaders, levelPage, mustOpen, newestOf, summaryOf } from "./reads";
import { moveSubtree } from "./tree";
import { childrenPage, inStructure, searchWithin } from "./tree-reads";

/** The member structure (the contract and its rules: src/api/endpoints/structure.ts). */
export function structureRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, accounts } = deps;
  /** A live member, or 404. */
  const live = async (id: number) => {
    if (!(await accounts.publicUser(id))) throw notFound("Участник не найден");
  };

  serveGroup(app, structureApi, {
    generateReferralCode: {
      access: "member",
      handler: async ({ auth }) => {
        const code = newReferralCode();
        await db
          .update(users)
          .set({ referralCode: code, updatedAt: sql`now()` })
          .where(eq(users.id, auth.userId));
        return { code };
      },
    },
    getReferralSummary: {
      access: "anyone",
      handler: async ({ auth, input }) => {
        await live(input.id);
        return { userId: input.id, ...(await summaryOf(deps, auth, input.id)) };
      },
    },
    listLastReferrals: { access: "member", handler: ({ auth }) => newestOf(deps, auth.userId) },
    listReferralLevel: {
      access: "member",
      handler: async ({ auth, input }) => {
        await live(input.id);
        await mustOpen(db, auth, input.id);
        return levelPage(deps, input.id, input);
      },
    },
    listReferrers: {
      access: "member",
      handler: async ({ auth, input }) => {
        await live(input.id);
        await mustOpen(db, auth, input.id);
        return chainAbove(deps, input.id);
      },
    },
    listReferralLeaders: { access: "member", handler: ({ input }) => leaders(deps, input) },
    moveReferral: {
      access: "admin",
      handler: async ({ body }) => {
        await Promise.all([live(body.userId), live(body.referrerId)]);
        await deps.events.transaction(async (tx, publish) => {
          const changed = await moveSubtree(tx, body.userId, body.referrerId);
          if (changed.length > 0)
            publish(changed, { type: "structure", action: "move", payload: { memberId: body.userId } });
        });
        return chainAbove(deps, body.userId);
      },
    },
    listStructureChildren: {
      access: "member",
      handler: async ({ auth, input }) => {
        // Not `live`: a deleted member keeps their place, and the tree opens their branch from above.
        await inStructure(db, input.id);
        await mustOpen(db, auth, input.id);
        return childrenPage(deps, input.id, input);
      },
    },
    searchStructure: {
      access: "member",
      handler: async ({ auth, input }) => {
        await live(input.id);
        await mustOpen(db, auth, input.id);
        return searchWithin(deps, input.id, input.q, input.limit);
      },
    },
  });
}
