import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

const root = new URL("../", import.meta.url)
const overrides =
  (JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { overrides?: Record<string, string> })
    .overrides ?? {}
/** docs/dependencies.md's table: | `package` | version | reason | */
const rows = readFileSync(new URL("docs/dependencies.md", root), "utf8")
  .split("\n")
  .map((line) => /^\| `([^`]+)` \| ([^|]+?) \| (.*) \|$/.exec(line))
  .filter((match): match is RegExpExecArray => match !== null)
  .map(([, name, version, reason]) => ({ name, version: version.trim(), reason: reason.trim() }))

describe("root overrides", () => {
  it("each has one row in docs/dependencies.md with its exact version and a reason", () => {
    expect(Object.keys(overrides).length).toBeGreaterThan(0)
    for (const [name, version] of Object.entries(overrides)) {
      const row = rows.filter((r) => r.name === name)
      expect(row, `${name} has no row in docs/dependencies.md`).toHaveLength(1)
      expect(row[0].version, name).toBe(version)
      expect(row[0].reason.length, `${name}'s reason`).toBeGreaterThan(20)
    }
  })

  it("the table names no override that is gone", () => {
    expect(rows.map((r) => r.name).filter((name) => !(name in overrides))).toEqual([])
  })

  it("every override is an exact version", () => {
    for (const [name, version] of Object.entries(overrides)) expect(version, name).toMatch(/^\d+\.\d+\.\d+$/)
  })
})
