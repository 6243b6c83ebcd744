// Relations, the member structure: who invited whom (the referral tree and its counts per level), the
// leaderboards, an admin's move, franchises; teams and divisions to come (issue 29).
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { seedFranchise } from "./franchises";
export { franchisesRoutes } from "./franchises-routes";
export { joinOnConfirm } from "./join";
export { leaveStructure } from "./leave";
export { structureRoutes } from "./routes";
export { joinStructure } from "./tree";
