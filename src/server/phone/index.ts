// Phone: confirming a member's phone by SMS.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { phoneRoutes } from "./routes";
