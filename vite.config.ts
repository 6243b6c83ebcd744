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

export default defineConfig({
  // The router plugin must come before react() (STACK.md).
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: "src/ui/routes",
      generatedRouteTree: "src/ui/routeTree.gen.ts",
      autoCodeSplitting: true,
    }),
    react(),
    buildManifest(),
    precompress(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: { outDir: "dist/client", emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: `http://localhost:${serverPort}`, ws: true },
    },
  },
});
