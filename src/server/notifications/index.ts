// Notifications: what every domain uses to tell a member of something (the notifier, made once by
// app.ts with friends' «friends only» rule), the member's list, counters and settings.
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { createNotificationCounts } from "./counts-cache";
export type { Notifier } from "./notifier";
export { createNotifier } from "./notifier";
export { notificationsRoutes } from "./routes";
