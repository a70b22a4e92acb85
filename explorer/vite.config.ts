import { defineConfig } from "vite"
import { precompress } from "../web/build/precompress"

// The gateway serves this build at /graphql/explorer/ and the page itself at GET /graphql, with
// a nonce on each script tag (gateway/src/graphql/explorer.ts): no file comes from anywhere else.
export default defineConfig({
  base: "/graphql/explorer/",
  plugins: [precompress()],
  // The workspace root holds the React the explorer runs on (one copy, with GraphiQL's own React parts).
  resolve: { dedupe: ["react", "react-dom", "graphql"] },
  worker: { format: "es" },
  build: {
    target: "es2022",
    sourcemap: false,
    // GraphiQL's editor (Monaco) is large; it is a developer's tool, loaded only on this page.
    chunkSizeWarningLimit: 6000,
  },
})
