import { Result, Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { blogCoverRoute, blogsApi } from "../../api/endpoints/blogs";
import { IdFromString } from "../../api/schema/common";
import type { RouteDeps } from "../deps";
import { notFound } from "../http/http-error";
import { sendStoredFile } from "../http/send-stored";
import { serveGroup } from "../http/serve-group";
import { uploadFolders } from "../uploads/folders";
import { blogAuthors, blogOf, coverOf, updateBlog } from "./blogs";

const decodeId = Schema.decodeUnknownResult(IdFromString);

/** Blogs and the blogosphere (the contract: src/api/endpoints/blogs.ts), and the covers' files. */
export function blogsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { config } = deps;
  const blogDeps = { ...deps, uploadDir: config.uploadDir };
  serveGroup(app, blogsApi, {
    getBlog: { access: "anyone", handler: ({ input }) => blogOf(deps, input.id) },
    // The caller's own blog: there is no id in the call.
    updateBlog: {
      access: "member",
      uploads: { uploadDir: config.uploadDir, folder: uploadFolders.blogs },
      handler: ({ auth, input, uploads }) => updateBlog(blogDeps, auth.userId, input, uploads),
    },
    listBlogAuthors: { access: "anyone", handler: ({ input }) => blogAuthors(deps, input.page ?? 1) },
  });

  app.get(blogCoverRoute, async (request, reply) => {
    const id = decodeId((request.params as { id?: unknown }).id);
    if (Result.isFailure(id)) throw notFound("Обложки нет");
    await sendStoredFile(request, reply, config.uploadDir, await coverOf(deps, id.success));
  });
}
