import type { FastifyInstance } from "fastify";
import { friendsApi } from "../../api/endpoints/friends";
import type { FriendAction } from "../../api/schema/friend";
import type { RouteDeps } from "../deps";
import { forbidden, notFound } from "../http/http-error";
import { limits } from "../http/limits";
import type { Handler } from "../http/register";
import { serveGroup } from "../http/serve-group";
import type { Notifier } from "../notifications";
import { changeFriendship } from "./friendship";
import type { FriendsPages } from "./pages-cache";
import { assertMaySeeFriends } from "./privacy";

/** Friends (spec §7 Friends; the contract: src/api/endpoints/friends.ts). Members only. */
export function friendsRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { readonly notifier: Notifier; readonly pages: FriendsPages },
): void {
  const { accounts } = deps;
  const act =
    (action: FriendAction): Handler<typeof friendsApi.requestFriend, "member"> =>
    async ({ auth, input }) => {
      if (input.friendId !== auth.userId && !(await accounts.publicUser(input.friendId)))
        throw notFound("Участник не найден");
      return changeFriendship(deps, auth, input, action);
    };
  const write = (action: FriendAction) =>
    ({ access: "member", rateLimits: limits.friendship, handler: act(action) }) as const;

  serveGroup(app, friendsApi, {
    listFriends: {
      access: "member",
      handler: async ({ auth, params, query, input }) => {
        const filter = query.type ?? "all";
        const ownOnly = filter === "incoming" || filter === "outgoing" || filter === "suggestions";
        if (ownOnly && params.id !== auth.userId)
          throw forbidden("Заявки и предложения видны только владельцу");
        if (params.id !== auth.userId && !(await accounts.publicUser(params.id)))
          throw notFound("Участник не найден");
        await assertMaySeeFriends(deps.db, auth.userId, params.id);
        return deps.pages.page(auth, input);
      },
    },
    requestFriend: write("request"),
    acceptFriend: write("accept"),
    refuseFriend: write("refuse"),
    endFriendship: write("end"),
  });
}
