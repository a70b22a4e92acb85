// After `tsc -p tsconfig.build.json`: the engine's files the gateway shares (commerce/src/staff/policies.ts,
// the staff roles' one table; commerce/src/secrets.ts, the production secrets' one check) are compiled as CommonJS, their package's kind; under dist/ the nearest
// package.json would be the gateway's ("type": "module"), so Node is told what they are.
import { mkdirSync, writeFileSync } from "node:fs"

mkdirSync(new URL("./dist/commerce/", import.meta.url), { recursive: true })
writeFileSync(new URL("./dist/commerce/package.json", import.meta.url), `${JSON.stringify({ type: "commonjs" })}\n`)
