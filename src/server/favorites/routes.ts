import type { FastifyInstance } from "fastify";
import { favoritesApi } from "../../api/endpoints/favorites";
import type { RouteDeps } from "../deps";
import { serveGroup } from "../http/serve-group";
import { addFavorite, favoritesPage, removeFavorite } from "./favorites";

/** «Избранное» (the contract: src/api/endpoints/favorites.ts): the caller's own bookmarks only. */
export function favoritesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serveGroup(app, favoritesApi, {
    addFavorite: { access: "member", handler: ({ auth, body }) => addFavorite(deps, auth.userId, body) },
    removeFavorite: {
      access: "member",
      handler: ({ auth, body }) => removeFavorite(deps.db, auth.userId, body),
    },
    listFavorites: {
      access: "member",
      handler: ({ auth, input }) => favoritesPage(deps, auth.userId, input.page, input.kind),
    },
  });
}
