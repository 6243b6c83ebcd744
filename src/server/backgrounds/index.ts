// Backgrounds: a member's page backgrounds.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { backgroundsRoutes } from "./routes";
