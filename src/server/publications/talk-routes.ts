import type { FastifyInstance } from "fastify";
import { publicationTalkApi } from "../../api/endpoints/publication-talk";
import type { RouteDeps } from "../deps";
import { limits } from "../http/limits";
import { serveGroup } from "../http/serve-group";
import type { Notifier } from "../notifications";
import { addComment, commentsOf, deleteComment, editComment, listReactions, react } from "./talk";

/** Reactions and comments under publications (the contract: src/api/endpoints/publication-talk.ts). */
export function publicationTalkRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { readonly notifier: Notifier },
): void {
  serveGroup(app, publicationTalkApi, {
    addPublicationReaction: {
      access: "member",
      rateLimits: limits.reaction,
      handler: ({ auth, input }) => react(deps, auth, input, true),
    },
    removePublicationReaction: {
      access: "member",
      rateLimits: limits.reaction,
      handler: ({ auth, input }) => react(deps, auth, input, false),
    },
    listPublicationReactions: {
      access: "anyone",
      handler: ({ auth, input }) => listReactions(deps, auth?.userId ?? null, input.id),
    },
    listComments: { access: "anyone", handler: ({ input }) => commentsOf(deps, input.id, input.page ?? 1) },
    addComment: {
      access: "member",
      rateLimits: limits.comment,
      handler: ({ auth, input }) => addComment(deps, auth, input),
    },
    editComment: {
      access: "member",
      rateLimits: limits.comment,
      handler: ({ auth, input }) => editComment(deps, auth, input),
    },
    deleteComment: {
      access: "member",
      handler: async ({ auth, input }) => {
        await deleteComment(deps, auth, input.id);
        return { id: input.id };
      },
    },
  });
}
