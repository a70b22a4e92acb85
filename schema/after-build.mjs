// After `tsc -p tsconfig.build.json`: dist/ holds CommonJS, but the nearest package.json would be
// schema's own ("type": "module", for its TypeScript sources), so Node is told what dist/ is.
import { writeFileSync } from "node:fs"

writeFileSync(new URL("./dist/package.json", import.meta.url), `${JSON.stringify({ type: "commonjs" })}\n`)
