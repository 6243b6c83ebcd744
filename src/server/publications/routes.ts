import type { FastifyInstance } from "fastify";
import { idempotencyKeyHeader } from "../../api/endpoints/phone";
import { createPublication as createCall, publicationsApi } from "../../api/endpoints/publications";
import { rubrics } from "../../api/schema/publication";
import type { RouteDeps } from "../deps";
import { idempotencyKeyOf, idempotent } from "../http/idempotency";
import { limits } from "../http/limits";
import { serveGroup } from "../http/serve-group";
import type { Notifier } from "../notifications";
import { removeStored } from "../uploads/stream-to-disk";
import type { FeedPages } from "./feed-pages";
import { publicationUploads, servePublicationFiles } from "./files";
import { mediaPage, mediaView } from "./media";
import { allFeed, authorFeed, draftsOf, followingFeed, publicationOf, revisionsOf, rubricFeed } from "./read";
import { createPublication, deletePublication, editPublication } from "./write";

/** Publications (the contract: src/api/endpoints/publications.ts). */
export function publicationsRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { readonly notifier: Notifier; readonly feeds: FeedPages },
): void {
  const { db, config, events, notifier, feeds } = deps;
  const uploadDir = config.uploadDir;
  const uploads = publicationUploads(uploadDir);
  const page = (query: { page?: number }) => query.page ?? 1;

  serveGroup(app, publicationsApi, {
    createPublication: {
      access: "member",
      rateLimits: [...limits.createPublication, ...limits.showPublication],
      uploads,
      handler: async ({ auth, body, input, request, reply, uploads: files }) => {
        const write = async () =>
          publicationOf(
            deps,
            auth.userId,
            await createPublication({ events, notifier, uploadDir }, auth, input, files),
          );
        // A retry of the same publish (the network dropped the answer) gets the first one's publication.
        if (request.headers[idempotencyKeyHeader] === undefined) return write();
        const key = idempotencyKeyOf(request);
        const sent = { body, files: files.map((file) => [file.field, file.name, file.size]) };
        const { response, replayed } = await idempotent(
          { db, userId: auth.userId, key, endpoint: createCall, body: sent },
          write,
        );
        if (replayed) {
          reply.header("idempotent-replayed", "true");
          // This request's copies of the files belong to nothing: the first request's are the publication's.
          await removeStored(
            uploadDir,
            files.map((file) => file.storedPath),
          );
        }
        return response;
      },
    },
    editPublication: {
      access: "member",
      rateLimits: limits.showPublication,
      uploads,
      handler: async ({ auth, input, uploads: files }) => {
        await editPublication({ events, notifier, uploadDir }, auth, input, files);
        return publicationOf(deps, auth.userId, input.id);
      },
    },
    deletePublication: {
      access: "member",
      handler: async ({ auth, input }) => {
        await deletePublication({ events, notifier, uploadDir }, auth, input.id);
        return { id: input.id };
      },
    },
    listRubrics: { access: "anyone", handler: () => rubrics },
    getPublication: {
      access: "anyone",
      handler: ({ auth, input }) => publicationOf(deps, auth?.userId ?? null, input.id),
    },
    rubricFeed: {
      access: "anyone",
      handler: ({ input }) =>
        feeds.everyones(`rubric:${input.rubricId}:${page(input)}`, () =>
          rubricFeed(deps, input.rubricId, page(input)),
        ),
    },
    authorFeed: {
      access: "anyone",
      handler: ({ input }) =>
        feeds.everyones(`author:${input.id}:${input.type ?? "all"}:${page(input)}`, () =>
          authorFeed(deps, input.id, page(input), input.type),
        ),
    },
    allFeed: {
      access: "anyone",
      handler: ({ input }) => {
        const sort = input.sort ?? "new";
        return feeds.everyones(`all:${sort}:${page(input)}`, () => allFeed(deps, sort, page(input)));
      },
    },
    followingFeed: {
      access: "member",
      handler: ({ auth, input }) =>
        feeds.members(auth.userId, `following:${page(input)}`, () =>
          followingFeed(deps, auth.userId, page(input)),
        ),
    },
    listDrafts: { access: "member", handler: ({ auth, input }) => draftsOf(deps, auth.userId, page(input)) },
    listRevisions: { access: "member", handler: ({ auth, input }) => revisionsOf(db, auth.userId, input.id) },
    listMedia: { access: "anyone", handler: ({ input }) => mediaPage(db, input.id, page(input)) },
    getMedia: { access: "anyone", handler: ({ input }) => mediaView(db, input.mediaId) },
  });

  servePublicationFiles(app, db, uploadDir);
}
