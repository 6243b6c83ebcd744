// Identity, sessions: registration, login, link codes, passwords, sessions (the session lookup that
// app.ts hands to http and realtime).
// What other domains and app.ts may import of it: nothing else (src/server/README.md, Floors).

export { insertUser } from "./create-user";
export { consumeLinkCode, expireLinkCodes } from "./link-codes";
export { isLocalRequest } from "./local-request";
export type { AccountDeps } from "./mail-link";
export { linkMail } from "./mail-link";
export { generatePassword, hashPassword, verifyPassword } from "./password";
export type { OnConfirmed } from "./registration";
export { authRoutes } from "./routes";
export { newReferralCode } from "./secrets";
export { createSessions, revokeUserSessions } from "./sessions";
