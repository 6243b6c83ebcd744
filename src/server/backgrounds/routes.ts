import type { FastifyInstance } from "fastify";
import { backgroundsApi } from "../../api/endpoints/backgrounds";
import type { RouteDeps } from "../deps";
import { serveGroup } from "../http/serve-group";
import {
  activateBackground,
  createBackground,
  deleteBackground,
  listBackgrounds,
  updateBackground,
} from "./backgrounds";

/** The member's page backgrounds (src/api/endpoints/backgrounds.ts): their own entries only. */
export function backgroundsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serveGroup(app, backgroundsApi, {
    listBackgrounds: { access: "member", handler: ({ auth }) => listBackgrounds(deps, auth) },
    createBackground: { access: "member", handler: ({ auth, input }) => createBackground(deps, auth, input) },
    deleteBackground: { access: "member", handler: ({ auth, input }) => deleteBackground(deps, auth, input) },
    updateBackground: { access: "member", handler: ({ auth, input }) => updateBackground(deps, auth, input) },
    activateBackground: {
      access: "member",
      handler: ({ auth, input }) => activateBackground(deps, auth, input),
    },
  });
}
