/** Where Playwright's server listens; its PUBLIC_URL too, so that mailed links stay on this origin. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eOrigin = `http://127.0.0.1:${e2ePort}`;
/** The seeded admin's password on the e2e server's fresh database (ADMIN_PASSWORD). */
export const e2eAdminPassword = "e2e administrator password";
