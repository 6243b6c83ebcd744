// The developers' page: the outbox.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { devRoutes } from "./routes";
