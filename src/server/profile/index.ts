// The profile read model: a member's profile with its counters, over friends, subscriptions,
// favorites and privacy.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { profileRoutes } from "./routes";
