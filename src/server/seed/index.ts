// The first start: roles, the admin, the demo community.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { type FirstStart, seed, signInBlock } from "./seed";
