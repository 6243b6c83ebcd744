// `npm start`: the whole product on one port — build the SPA if missing or stale, then the server
// (config → database → migrations → seed → listen).
import { ensureClientBuild } from "./client-build";

await ensureClientBuild();
const { main } = await import("../src/server/main");
await main();
