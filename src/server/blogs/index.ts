// Blogs: an author's page over their publications and subscribers, and the blogosphere.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { blogsRoutes } from "./routes";
