import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { migrationFingerprint } from "./migrations.js"

describe("the code a database was migrated with (migrationFingerprint)", () => {
  let root: string
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  const print = (env: NodeJS.ProcessEnv = {}) => migrationFingerprint(env, root)

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "vitalia-fingerprint-"))
    put("package-lock.json", '{"packages":{"node_modules/@medusajs/medusa":{"version":"2.21.2"}}}')
    put("commerce/package.json", "{}")
    put("commerce/medusa-config.ts", "export default {}")
    put("commerce/src/modules/partner/migrations/Migration1.ts", "create table partner")
    put("commerce/src/links/partner-customer.ts", "link")
    put("schema/staff/policies.ts", "export const roles = []")
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it("is the same for the same files, whenever they were written", () => {
    const before = print()
    utimesSync(path.join(root, "commerce/src/links/partner-customer.ts"), new Date(0), new Date(0))
    expect(print()).toBe(before)
  })

  it("changes with a new migration, a changed link, schema/ or another dependency's version", () => {
    const changes: [string, string][] = [
      ["commerce/src/modules/partner/migrations/Migration2.ts", "alter table partner"],
      ["commerce/src/links/partner-customer.ts", "another link"],
      ["schema/staff/policies.ts", 'export const roles = ["owner"]'],
      ["package-lock.json", '{"packages":{"node_modules/@medusajs/medusa":{"version":"2.21.3"}}}'],
      ["commerce/medusa-config.ts", "export default { modules: [] }"],
    ]
    const seen = new Set([print()])
    for (const [file, text] of changes) {
      put(file, text)
      seen.add(print())
    }
    expect(seen.size).toBe(changes.length + 1)
  })

  it("changes when the engine moves onto Redis (its Redis modules replace the in-memory ones)", () => {
    expect(print({ REDIS_URL: "redis://127.0.0.1:6379" })).not.toBe(print())
    expect(print({ REDIS_URL_FILE: "/run/secrets/redis" })).toBe(print({ REDIS_URL: "redis://127.0.0.1:6379" }))
  })

  it("leaves out what the engine does not load: installed packages, builds and the other apps", () => {
    const before = print()
    put("commerce/src/node_modules/x/index.js", "installed")
    put("schema/dist/index.js", "built")
    put("web/src/app.tsx", "the storefront")
    expect(print()).toBe(before)
  })
})
