import type { FastifyInstance } from "fastify";
import { changeRole, deleteAccount, getUser, removeRole, updateProfile } from "../../api/endpoints/users";
import type { PublicUser } from "../../api/schema/user";
import { clearSessionCookie } from "../auth/sessions";
import { HttpError, notFound } from "../http/http-error";
import { limits } from "../http/limits";
import { register } from "../http/register";
import type { EventLog } from "../realtime/event-log";
import { removeAvatarFile } from "../uploads/avatar-files";
import { serveUploadedAvatars } from "../uploads/avatar-route";
import { readAvatarUpload } from "../uploads/avatar-upload";
import { deleteAccount as deleteOwnAccount } from "../users/delete-account";
import { findPublicUser } from "../users/public-user";
import { grantRole, revokeRole } from "../users/roles";
import { findSessionUser } from "../users/session-user";
import { updateProfile as updateOwnProfile } from "../users/update-profile";
import type { RouteDeps } from "./deps";

// Deleting takes the password: with a stolen token, it must not become a way to guess it.
export function usersRoutes(
  app: FastifyInstance,
  { db, config, log, events }: RouteDeps & { readonly events: EventLog },
): void {
  const secureCookie = config.publicUrl.startsWith("https://");

  // Public cards: anyone may look a member up.
  register(app, getUser, { access: "anyone" }, async ({ params }) => {
    const user = await findPublicUser(db, params.id);
    if (!user) throw notFound("Пользователь не найден");
    return user;
  });

  // Uploaded avatars are as public as the cards that show them.
  serveUploadedAvatars(app, config.uploadDir);

  // The member's own profile only: there is no id in the call, it acts on the caller.
  register(app, updateProfile, { access: "member" }, async ({ auth, body, files }) => {
    const avatar = readAvatarUpload(files);
    if (avatar && body.removeAvatar) {
      const message = "Либо новый аватар, либо удаление старого — не оба сразу";
      throw new HttpError("VALIDATION", message, { issues: [{ in: "body", path: "removeAvatar", message }] });
    }
    await updateOwnProfile({ db, uploadDir: config.uploadDir, log }, auth.userId, {
      name: body.name,
      avatar,
      removeAvatar: body.removeAvatar === "1",
    });
    return sessionUserOf(auth.userId);
  });

  register(
    app,
    deleteAccount,
    { access: "member", rateLimits: limits.deleteAccount },
    async ({ auth, body, reply }) => {
      const result = await deleteOwnAccount(db, auth.userId, body.password);
      if (result.outcome === "wrong-password") {
        const message = "Неверный пароль";
        throw new HttpError("VALIDATION", message, { issues: [{ in: "body", path: "password", message }] });
      }
      if (result.outcome === "last-admin") {
        throw new HttpError(
          "CONFLICT",
          "Вы — последний администратор. Назначьте другого администратора, прежде чем удалять аккаунт.",
        );
      }
      app.realtime.sessionsEnded(auth.userId);
      await removeAvatarFile(config.uploadDir, result.avatar, log);
      clearSessionCookie(reply, secureCookie);
      return { ok: true as const };
    },
  );

  // Roles: admins only. The member's sockets get the `role` event (and `admin`/`user` for role 1) from
  // the same transaction as the change (src/server/users/roles.ts).
  register(app, changeRole, { access: "admin" }, async ({ params, body }) => {
    if (!(await grantRole(events, params.id, body.roleId))) throw notFound("Пользователь не найден");
    return publicUserOf(params.id);
  });

  register(app, removeRole, { access: "admin" }, async ({ params }) => {
    const result = await revokeRole(events, params.a, params.b);
    if (result === "not-found") throw notFound("Пользователь не найден");
    if (result === "last-admin") {
      throw new HttpError(
        "CONFLICT",
        "Это последний администратор: сначала назначьте другого, иначе в админку не войдёт никто",
      );
    }
    return publicUserOf(params.a);
  });

  async function publicUserOf(id: number): Promise<PublicUser> {
    const user = await findPublicUser(db, id);
    if (!user) throw notFound("Пользователь не найден");
    return user;
  }

  async function sessionUserOf(id: number) {
    const user = await findSessionUser(db, id);
    if (!user) throw new HttpError("UNAUTHORIZED", "Аккаунт не найден");
    return user;
  }
}
