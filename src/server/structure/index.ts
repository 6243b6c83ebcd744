// Relations, the member structure: who invited whom (the referral tree and its counts per level), the
// leaderboards, an admin's move; teams, divisions and franchises to come (issue 29).
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { joinOnConfirm } from "./join";
export { structureRoutes } from "./routes";
export { joinStructure, leaveStructure } from "./tree";
