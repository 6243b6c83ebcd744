import type { FastifyInstance } from "fastify";
import { avatarRules, usersApi } from "../../api/endpoints/users";
import { type PublicUser, RoleId } from "../../api/schema/user";
import type { RouteDeps } from "../deps";
import { fieldError, forbidden, HttpError, notFound } from "../http/http-error";
import { limits } from "../http/limits";
import { serveGroup, withoutEndpoints } from "../http/serve-group";
import { clearSessionCookie } from "../http/session-cookie";
import type { Notifier } from "../notifications";
import { removeAvatarFile } from "../uploads/avatar-files";
import { removeStored } from "../uploads/stream-to-disk";
import { accountOf } from "./account-view";
import { readAvatarUpload } from "./avatar-upload";
import { changePassword as changeOwnPassword } from "./change-password";
import { deleteAccount as deleteOwnAccount, type OnDeleted } from "./delete-account";
import { changeRoleCommand } from "./role-command";
import { grantRole, revokeRole } from "./roles";
import { updateProfile as updateOwnProfile } from "./update-profile";

/**
 * The calls of usersApi that show a member's profile with its counters: they gather friends,
 * subscriptions, favorites and privacy, which stand above users, so the profile read model serves them
 * (src/server/profile).
 */
export const profileEndpoints = ["getProfile", "profileCounters", "recordProfileView"] as const;

// Deleting takes the password: with a stolen token, it must not become a way to guess it.
export function usersRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { readonly notifier: Notifier; readonly onDeleted: OnDeleted },
): void {
  const { db, config, log, accounts, onDeleted } = deps;
  const secureCookie = config.publicUrl.startsWith("https://");

  app.realtime.commands.register("changeRole", changeRoleCommand(deps));
  serveGroup(app, withoutEndpoints(usersApi, profileEndpoints), {
    // Public cards: anyone may look a member up.
    getUser: {
      access: "anyone",
      handler: async ({ params }) => {
        const user = await accounts.publicUser(params.id);
        if (!user) throw notFound("Пользователь не найден");
        return user;
      },
    },
    // The owner and the administrators only: it holds the address and the phone.
    getAccount: {
      access: "member",
      handler: async ({ auth, input }) => {
        const admin = auth.roleIds.includes(RoleId.admin);
        if (input.x !== auth.userId && !admin) throw forbidden("Аккаунт виден только его владельцу");
        const account = await accountOf(db, input.x);
        if (!account) throw notFound("Пользователь не найден");
        return account;
      },
    },
    listResources: {
      access: "member",
      handler: async ({ input }) => {
        if (!(await accounts.publicUser(input.id))) throw notFound("Пользователь не найден");
        // No public chats, bots or channels exist yet (the contract says so): nothing to list.
        return [];
      },
    },
    // The member's own profile only: there is no id in the call, it acts on the caller.
    updateProfile: {
      access: "member",
      buffered: { avatar: avatarRules.maxBytes },
      handler: async ({ auth, body, files }) => {
        const avatar = readAvatarUpload(files);
        if (avatar && body.removeAvatar) {
          const message = "Либо новый аватар, либо удаление старого — не оба сразу";
          throw fieldError("removeAvatar", message);
        }
        await updateOwnProfile({ db, uploadDir: config.uploadDir, log }, auth.userId, {
          name: body.name,
          about: body.about,
          city: body.city,
          birthday: body.birthday,
          avatar,
          removeAvatar: body.removeAvatar === "1",
        });
        app.realtime.accountChanged(auth.userId);
        return sessionUserOf(auth.userId);
      },
    },
    changePassword: {
      access: "member",
      rateLimits: limits.changePassword,
      handler: async ({ auth, input }) => {
        await changeOwnPassword({ db }, auth, input);
        // The other sessions have ended: their sockets close (a stolen session stops listening too).
        app.realtime.sessionsEnded(auth.userId);
        return { ok: true } as const;
      },
    },
    deleteAccount: {
      access: "member",
      rateLimits: limits.deleteAccount,
      handler: async ({ auth, body, reply }) => {
        const result = await deleteOwnAccount(db, deps.events, auth.userId, body.password, onDeleted);
        if (result.outcome === "wrong-password") {
          const message = "Неверный пароль";
          throw fieldError("password", message);
        }
        if (result.outcome === "last-admin") {
          throw new HttpError(
            "CONFLICT",
            "Вы — последний администратор. Назначьте другого администратора, прежде чем удалять аккаунт.",
          );
        }
        app.realtime.sessionsEnded(auth.userId);
        // Others' chat lists show the account as deleted from now on.
        app.realtime.accountChanged(auth.userId);
        await removeAvatarFile(config.uploadDir, result.avatar, log);
        await removeStored(config.uploadDir, result.files);
        clearSessionCookie(reply, secureCookie);
        return { ok: true as const };
      },
    },
    // Roles: admins only. The member's sockets get the `role` event (and `admin`/`user` for role 1) from
    // the same transaction as the change (src/server/users/roles.ts).
    changeRole: {
      access: "admin",
      handler: async ({ params, body }) => {
        if (!(await grantRole(deps, { userId: params.id, roleId: body.roleId })))
          throw notFound("Пользователь не найден");
        app.realtime.accountChanged(params.id);
        return publicUserOf(params.id);
      },
    },
    removeRole: {
      access: "admin",
      handler: async ({ params }) => {
        const result = await revokeRole(deps, { userId: params.a, roleId: params.b });
        if (result === "not-found") throw notFound("Пользователь не найден");
        if (result === "last-admin") {
          throw new HttpError(
            "CONFLICT",
            "Это последний администратор: сначала назначьте другого, иначе в админку не войдёт никто",
          );
        }
        app.realtime.accountChanged(params.a);
        return publicUserOf(params.a);
      },
    },
  });

  /** The card an admin call answers with: unconfirmed accounts too (admins see them). */
  async function publicUserOf(id: number): Promise<PublicUser> {
    const user = await accounts.publicUser(id, { withUnconfirmed: true });
    if (!user) throw notFound("Пользователь не найден");
    return user;
  }

  async function sessionUserOf(id: number) {
    const user = await accounts.sessionUser(id);
    if (!user) throw new HttpError("UNAUTHORIZED", "Аккаунт не найден");
    return user;
  }
}
