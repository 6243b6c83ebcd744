// Teams and divisions: named groups of members with a leader, a team link and a chat in the messenger that
// follows the membership; an admin's divisions group them.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { newTeamCode } from "./membership";
export { teamsRoutes } from "./routes";
