import { randomUUID } from "node:crypto";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompress } from "./scripts/vite-precompress";

/** One id per build: baked into the bundle and written to build.json, which the running app polls (spec §4). */
const buildId = process.env.BUILD_ID ?? randomUUID();

function buildManifest(): Plugin {
  return {
    name: "mir-build-manifest",
    apply: "build",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "build.json",
        source: JSON.stringify({ buildId, builtAt: new Date().toISOString() }),
      });
    },
  };
}

const serverPort = Number(process.env.PORT ?? 3000);

/**
 * Modules every page runs at start beside the session (./src/ui/session/app-session.ts): XState, RxJS,
 * the API client and contract, the shared machines, the session's streams. The socket's code (streams,
 * reconnecting-websocket, the realtime machine) stays in its own chunk: only members load it.
 */
const startupModules =
  /node_modules[\\/](rxjs|tslib|xstate)[\\/]|src[\\/](api|ui[\\/]session|machines[\\/](lib|session))[\\/]|src[\\/]streams[\\/](events|session)\.stream/;

export default defineConfig({
  // The router plugin must come before react() (STACK.md).
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: "src/ui/routes",
      generatedRouteTree: "src/ui/routeTree.gen.ts",
      autoCodeSplitting: true,
      // Home is the page most visits begin on: its code is in the entry, so its first paint waits for no
      // second wave of requests after the entry (bench/lcp: that wave was 0.6 s of a slow phone's LCP).
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === "/" ? [] : undefined) },
    }),
    react(),
    buildManifest(),
    precompress(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // SOURCEMAP=1 npx vite build: maps to see which modules the entry carries (the 170 KB budget).
    sourcemap: process.env.SOURCEMAP === "1",
    // Few requests on the way to the first paint (bench/lcp: a slow phone pays a round trip for each
    // wave of them; these took the mobile LCP of / from 3.2 to 2.4 s): the entry's static imports are
    // one file, not twenty small shared ones; what every page loads right after it beside the session
    // ({@link startupModules}) is one more.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "initial", tags: ["$initial"], priority: 2 },
            { name: "session", test: startupModules, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: `http://localhost:${serverPort}`, ws: true },
    },
  },
});
