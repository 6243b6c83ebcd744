// Favorites: a member's bookmarks of members and messages.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { isFavorite } from "./favorites";
export { favoritesRoutes } from "./routes";
