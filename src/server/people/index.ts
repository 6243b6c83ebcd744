// People: searching members, the leaders, the admin's figures.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { peopleRoutes } from "./routes";
export { createSearches } from "./search-cache";
