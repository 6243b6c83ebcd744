import type { FastifyInstance } from "fastify";
import { subscriptionsApi } from "../../api/endpoints/subscriptions";
import type { RouteDeps } from "../deps";
import { notFound } from "../http/http-error";
import { limits } from "../http/limits";
import type { Handler } from "../http/register";
import { serveGroup } from "../http/serve-group";
import { changeSubscription } from "./follow";
import { subscribersPage, subscriptionsPage } from "./lists";

/** Subscriptions (the contract: src/api/endpoints/subscriptions.ts). Members only. */
export function subscriptionsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { accounts, events } = deps;
  /** The member must be a live one: 404 otherwise (oneself is the change's own 400). */
  const live = async (id: number, callerId: number) => {
    if (id !== callerId && !(await accounts.publicUser(id))) throw notFound("Участник не найден");
  };
  const change =
    (how: "follow" | "unfollow"): Handler<typeof subscriptionsApi.subscribe, "member"> =>
    async ({ auth, input }) => {
      await live(input.userId, auth.userId);
      return changeSubscription({ events }, auth, input, how);
    };
  const list =
    (page: typeof subscribersPage): Handler<typeof subscriptionsApi.listSubscribers, "member"> =>
    async ({ auth, input }) => {
      await live(input.id, auth.userId);
      return page(deps, input);
    };

  serveGroup(app, subscriptionsApi, {
    subscribe: { access: "member", rateLimits: limits.friendship, handler: change("follow") },
    unsubscribe: { access: "member", rateLimits: limits.friendship, handler: change("unfollow") },
    listSubscribers: { access: "member", handler: list(subscribersPage) },
    listSubscriptions: { access: "member", handler: list(subscriptionsPage) },
  });
}
