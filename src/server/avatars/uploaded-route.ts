import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { UploadedAvatarFile, uploadedAvatarRoute } from "../../api/endpoints/avatars";
import { fieldError, notFound } from "../http/http-error";
import { avatarsFolder } from "../uploads/avatar-files";
import { type ImageType, mimeOfExtension } from "../uploads/image-type";

const isAvatarFile = Schema.is(UploadedAvatarFile);

/**
 * Serves uploaded avatars to anyone (they are as public as the cards that show them). The name is
 * checked against the one strict shape we give files, so no path can reach outside the folder.
 */
export function serveUploadedAvatars(app: FastifyInstance, uploadDir: string): void {
  app.get<{ Params: { file: string } }>(uploadedAvatarRoute, async (request, reply) => {
    const { file } = request.params;
    if (!isAvatarFile(file)) {
      throw fieldError("file", "Неверное имя файла аватара", { where: "params" });
    }
    const path = join(avatarsFolder(uploadDir), file);
    const size = await stat(path).then(
      (info) => (info.isFile() ? info.size : undefined),
      () => undefined,
    );
    if (size === undefined) throw notFound("Аватар не найден");
    const ext = file.slice(file.lastIndexOf(".") + 1) as ImageType["ext"];
    return (
      reply
        .type(mimeOfExtension[ext])
        .header("content-length", size)
        // A new upload gets a new name, so this one never changes: cache it for a year.
        .header("cache-control", "public, max-age=31536000, immutable")
        // The type comes from the bytes we checked; the browser must not guess another one.
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .send(createReadStream(path))
    );
  });
}
