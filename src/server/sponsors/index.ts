// Content and care, sponsors: who looks after each newcomer — a sponsor through whose link they came, or
// one the auto-sponsor queue gives them (issue 30). Stands on the structure's floor below it.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { sponsorOnConfirm, sponsorsOnDeleted } from "./hooks";
export { sponsorsRoutes } from "./routes";
