import { readdirSync } from "node:fs"
import path from "node:path"
import type { TestSpecification, Vitest } from "vitest/node"
import { describe, expect, it } from "vitest"
import ShardsByTime from "./shards.js"

const ROOT = path.resolve(import.meta.dirname, "../..")

/** The integration project's files as vitest hands them to a sequencer (only moduleId is read). */
const integrationFiles = (): TestSpecification[] =>
  ["tests/integration", "tests/security"]
    .flatMap((folder) =>
      readdirSync(path.join(ROOT, folder))
        .filter((name) => name.endsWith(".test.ts"))
        .map((name) => path.join(ROOT, folder, name))
    )
    .map((moduleId) => ({ moduleId }) as TestSpecification)

async function split(files: TestSpecification[], count: number): Promise<string[][]> {
  const shards: string[][] = []
  for (let index = 1; index <= count; index++) {
    const ctx = { config: { root: ROOT, shard: { index, count } } } as unknown as Vitest
    // Each shard's process gets the files in its own order: the split must not depend on it.
    const given = index % 2 ? files : [...files].reverse()
    shards.push((await new ShardsByTime(ctx).shard(given)).map((spec) => path.relative(ROOT, spec.moduleId)))
  }
  return shards
}

describe("the integration shards, split by time (tests/setup/shards.ts)", () => {
  it("runs every file in exactly one shard, the two longest apart, whatever order each process sees", async () => {
    const files = integrationFiles()
    expect(files.length).toBeGreaterThan(40)
    const [one, two] = await split(files, 2)
    expect([...one, ...two].sort()).toEqual(files.map((f) => path.relative(ROOT, f.moduleId)).sort())
    expect(one.filter((file) => two.includes(file))).toEqual([])
    const longest = ["tests/integration/admin-api.test.ts", "tests/integration/concurrency.test.ts"]
    expect(longest.filter((file) => one.includes(file))).toHaveLength(1)
    // About the same number of short files each: neither shard is left with the tail.
    expect(Math.abs(one.length - two.length)).toBeLessThan(files.length / 4)
  })

  it("gives three shards each a part, none empty", async () => {
    const parts = await split(integrationFiles(), 3)
    for (const part of parts) expect(part.length).toBeGreaterThan(5)
    expect(parts.flat().length).toBe(new Set(parts.flat()).size)
  })
})
