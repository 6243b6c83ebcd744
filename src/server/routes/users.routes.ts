import type { FastifyInstance } from "fastify";
import { getUser } from "../../api/endpoints/users";
import type { Db } from "../db/connect";
import { notFound } from "../http/http-error";
import { register } from "../http/register";
import { findPublicUser } from "../users/public-user";

export function usersRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  register(app, getUser, async ({ params }) => {
    const user = await findPublicUser(db, params.id);
    if (!user) throw notFound("Пользователь не найден");
    return user;
  });
}
