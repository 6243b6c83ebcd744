import type { FastifyInstance } from "fastify";
import type { RouteDeps } from "../deps";
import type { Notifier } from "../notifications";
import type { FeedPages } from "./feed-pages";
import { postCommand } from "./post-command";
import { publicationsRoutes } from "./routes";
import { runSchedule } from "./schedule";
import { publicationTalkRoutes } from "./talk-routes";

/** Publications, their comments and reactions, the schedule, and the socket's `post`. */
export function registerPublications(
  app: FastifyInstance,
  deps: RouteDeps & { readonly notifier: Notifier; readonly feeds: FeedPages },
): void {
  publicationsRoutes(app, deps);
  publicationTalkRoutes(app, deps);
  runSchedule(app, deps);
  app.realtime.commands.register("post", postCommand(app, deps));
}
