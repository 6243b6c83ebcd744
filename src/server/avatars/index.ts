// Avatars: the generated ones (initials on a colour) and the uploaded files.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { avatarsRoutes } from "./routes";
