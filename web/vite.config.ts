import react from "@vitejs/plugin-react"
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite"
import { graphqlDocuments } from "./build/graphql-documents"
import { precompress } from "./build/precompress"

// The gateway serves the build at / and answers /graphql; `npm run dev -w web`
// proxies API calls to a running gateway (GATEWAY_URL, default http://localhost:8080).
const gateway = process.env.GATEWAY_URL ?? "http://localhost:8080"

// Two builds: the browser's (dist/, with a manifest the gateway reads to preload a page's chunk
// and styles) and the server's (`vite build --ssr src/entry-server.tsx`, dist-server/), which the
// gateway imports to draw catalog pages. The server's bundles every package, so it runs with the
// storefront's own React 19 wherever the gateway is.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    graphqlDocuments({ gqlDir: new URL("./src/gql", import.meta.url).pathname }),
    react(),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  // Apollo Client is installed at the workspace root next to the engine's React 18;
  // the storefront must use its own React 19 everywhere.
  // "source": @vitalia/schema's TypeScript itself (its package.json "exports"), not its CommonJS build.
  resolve: { dedupe: ["react", "react-dom"], conditions: ["source", ...defaultClientConditions] },
  // The server build bundles React: one mode for all of it, fixed at build time (a runtime NODE_ENV would
  // let React and its server renderer pick different builds).
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  server: { proxy: { "/graphql": gateway, "/static": gateway } },
  // "module-sync" first: the router's packages then resolve to one ESM copy, as in the browser (their
  // CommonJS entry would bring a second copy of the router's contexts).
  ssr: {
    noExternal: true,
    target: "node",
    resolve: { conditions: ["source", "module-sync", ...defaultServerConditions] },
  },
  build: isSsrBuild
    ? {
        target: "node20",
        outDir: "dist-server",
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        // One file: the gateway imports a new build under a new URL, and a page chunk importing the
        // entry back would otherwise get a second copy of it (and of the router's contexts).
        rolldownOptions: { output: { inlineDynamicImports: true } },
      }
    : {
        target: "es2022",
        sourcemap: true,
        manifest: true,
        rolldownOptions: {
          output: {
            // React, the router and Apollo change rarely: their own long-cached chunk.
            advancedChunks: {
              groups: [
                {
                  name: "vendor",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/,
                },
              ],
            },
          },
        },
      },
}))
