// The friend circle: friendships, whom a member's privacy admits (write to them, see their friends),
// the pair's state other domains ask.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { friendCounts } from "./lists";
export { createFriendsPages } from "./pages-cache";
export { areFriendsSql, friendIdsOf, friendStateOf, pairOf, pairRow, stateOf } from "./pair";
export {
  allowedTo,
  assertMayStartChat,
  assertMayWrite,
  privacyOf,
  setPrivacy,
  writeClosedSql,
} from "./privacy";
export { friendsRoutes } from "./routes";
