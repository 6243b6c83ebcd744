// Subscriptions: following members, who follows whom.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { isFollowing, subscriptionCounts } from "./lists";
export { subscriptionsRoutes } from "./routes";
