// Publications: articles and records, their files, feeds, comments and reactions, the schedule, and
// the socket's `post`.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { excerptOf } from "./excerpt";
export { createFeedPages } from "./feed-pages";
export { type ContentFigures, contentFigures } from "./figures";
export { cardsOf } from "./read";
export { registerPublications } from "./register";
export { isLive } from "./visibility";
