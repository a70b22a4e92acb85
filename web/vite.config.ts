import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { graphqlDocuments } from "./build/graphql-documents"
import { precompress } from "./build/precompress"

// The gateway serves the build at / and answers /graphql; `npm run dev -w web`
// proxies API calls to a running gateway (GATEWAY_URL, default http://localhost:8080).
const gateway = process.env.GATEWAY_URL ?? "http://localhost:8080"

export default defineConfig({
  plugins: [graphqlDocuments({ gqlDir: new URL("./src/gql", import.meta.url).pathname }), react(), precompress()],
  // Apollo Client is installed at the workspace root next to the engine's React 18;
  // the storefront must use its own React 19 everywhere.
  resolve: { dedupe: ["react", "react-dom"] },
  server: { proxy: { "/graphql": gateway, "/static": gateway } },
  build: {
    target: "es2022",
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React, the router and Apollo change rarely: their own long-cached chunk.
        advancedChunks: {
          groups: [{ name: "vendor", test: /node_modules[\\/](react|react-dom|scheduler|react-router|@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/ }],
        },
      },
    },
  },
})
