import react from "@vitejs/plugin-react"
import { defaultClientConditions, defineConfig } from "vite"

// The gateway serves the build at /admin and answers /admin-api; `npm run dev -w admin`
// proxies API calls to a running gateway (GATEWAY_URL, default http://localhost:8080).
const gateway = process.env.GATEWAY_URL ?? "http://localhost:8080"

export default defineConfig({
  base: "/admin/",
  plugins: [react()],
  // The workspace root holds the engine's React 18 and an older react-query; react-admin,
  // MUI and their helpers must all share admin's React 19 and one copy of ra-core.
  resolve: {
    dedupe: [
      "react",
      "react-dom",
      "ra-core",
      "@tanstack/react-query",
      "react-router",
      "react-router-dom",
      "react-hook-form",
      "@emotion/react",
      "@mui/material",
    ],
    // "source": @vitalia/schema's TypeScript itself (its package.json "exports"), not its CommonJS build.
    conditions: ["source", ...defaultClientConditions],
  },
  server: { proxy: { "/admin-api": gateway, "/static": gateway } },
  build: {
    target: "es2022",
    sourcemap: true,
    // react-admin and MUI make a ~230 kB (gzip) first chunk; the screens (~95 kB) load on first use.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // React changes less often than the back-office: its own chunk stays cached across releases.
        // (MUI and react-admin stay split by use, so the screens' parts load only with the screens.)
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
})
