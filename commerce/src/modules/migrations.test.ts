import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

/**
 * Medusa records the migrations it has run by class name in one table for every module, so two
 * modules' migrations with the same name make the second look applied and its tables are never
 * created (the staff module's once did, beside the search-tuning module's of the same minute).
 */
describe("our modules' migrations", () => {
  it("each has a class name no other module's migration has", () => {
    // The suites run from the repository root (vitest.config.ts).
    const modules = path.join(process.cwd(), "commerce/src/modules")
    const names: string[] = []
    for (const module of readdirSync(modules, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      const dir = path.join(modules, module.name, "migrations")
      let files: string[]
      try {
        files = readdirSync(dir).filter((file) => file.endsWith(".ts"))
      } catch {
        continue
      }
      for (const file of files) {
        // A migration of ours is a class; one carried along from a Medusa package is re-exported by name.
        const match = /export (?:class (\w+)|\{ (\w+) \} from)/.exec(readFileSync(path.join(dir, file), "utf8"))
        const name = match?.[1] ?? match?.[2]
        expect(name, `${module.name}/${file}`).toBeTruthy()
        names.push(name!)
      }
    }
    expect(names.length).toBeGreaterThan(3)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })
})
