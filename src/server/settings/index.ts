// Settings: privacy, interests, a new e-mail address.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { settingsRoutes } from "./routes";
