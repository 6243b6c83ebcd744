import { Result, Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { AvatarFile, avatarRoute } from "../../api/endpoints/avatars";
import { fieldIssues } from "../../api/validation";
import type { RouteDeps } from "../deps";
import { HttpError, notFound } from "../http/http-error";
import { findUserName } from "../users";
import { initialsSvg } from "./initials-svg";
import { serveUploadedAvatars } from "./uploaded-route";

/** Avatars: the generated ones (initials on a colour) and the uploaded files. */
export function avatarsRoutes(app: FastifyInstance, { db, config }: RouteDeps): void {
  // Uploaded avatars are as public as the cards that show them.
  serveUploadedAvatars(app, config.uploadDir);
  app.get<{ Params: { file: string } }>(avatarRoute, async (request, reply) => {
    const file = Schema.decodeUnknownResult(AvatarFile)(request.params.file);
    if (Result.isFailure(file)) {
      const issues = fieldIssues(file.failure, "params").map((issue) => ({ ...issue, path: "file" }));
      throw new HttpError("VALIDATION", "Неверное имя файла аватара", { issues });
    }
    const id = file.success;
    const name = await findUserName(db, id);
    if (name === undefined) throw notFound("Пользователь не найден");
    return (
      reply
        .type("image/svg+xml; charset=utf-8")
        // An hour: a renamed user's initials catch up soon, and lists of faces don't refetch on every view.
        .header("cache-control", "public, max-age=3600")
        // An SVG opened directly is a document: forbid scripts in it, whatever ends up inside.
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .header("x-content-type-options", "nosniff")
        .send(initialsSvg(id, name))
    );
  });
}
