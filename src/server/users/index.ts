// Identity, members: accounts and their cards (the port every domain reads cards through), roles,
// presence, the lists of members others page through, profile edits.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { createAccounts } from "./accounts";
export { anywhere, countShown, membersPage, membersWhere, nameHolds, shownMember } from "./member-lists";
export { communityFigures, createPresence, isOnline, presenceOf } from "./presence";
export { findUserName } from "./public-user";
export { loginAdminIds } from "./roles";
export { profileEndpoints, usersRoutes } from "./routes";
