import type { FastifyInstance } from "fastify";
import { getUser } from "../../api/endpoints/users";
import { notFound } from "../http/http-error";
import { register } from "../http/register";
import { findPublicUser } from "../users/public-user";
import type { RouteDeps } from "./deps";

export function usersRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // Public cards: anyone may look a member up.
  register(app, getUser, { access: "anyone" }, async ({ params }) => {
    const user = await findPublicUser(db, params.id);
    if (!user) throw notFound("Пользователь не найден");
    return user;
  });
}
