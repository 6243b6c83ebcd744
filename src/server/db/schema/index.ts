// The database schema, one file per domain (ARCHITECTURE §2): drizzle reads it from here, and the server
// imports its tables from here.
export * from "./accounts";
export * from "./backgrounds";
export * from "./favorites";
export * from "./friends";
export * from "./messenger";
export * from "./notifications";
export * from "./outbox";
export * from "./profile-views";
export * from "./publications";
export * from "./realtime";
export * from "./requests";
export * from "./sponsors";
export * from "./structure";
export * from "./subscriptions";
export * from "./teams";
