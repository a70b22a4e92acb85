import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { ROOT } from "./paths.js"

/**
 * Processes that ask for the local secrets at the same moment, as npm test's two integration shards
 * do when they start their shops side by side on a clean clone (no .data/secrets.json yet). Each is
 * its own Node process on the data folder `dir`: once all have loaded the module, each is told the
 * same instant, waits for it and calls localSecrets(). Returns what each got (or the error it threw).
 */
async function askAtOnce(dir: string, count: number): Promise<string[]> {
  const program = [
    `const { localSecrets } = await import(${JSON.stringify(path.join(ROOT, "scripts/lib/secrets.ts"))})`,
    `process.stdout.write("ready\\n")`,
    `process.stdin.once("data", (at) => {`,
    `  while (Date.now() < Number(at)) {}`,
    `  try { const s = localSecrets(); console.log(JSON.stringify([s.jwtSecret, s.cookieSecret, s.sessionSecret])) }`,
    `  catch (error) { console.log("error: " + error.message) }`,
    `  process.exit(0)`,
    `})`,
  ].join("\n")
  const children = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", program], {
      cwd: ROOT,
      env: { ...process.env, SHOP_DATA_DIR: dir },
      stdio: ["pipe", "pipe", "inherit"],
    })
    let out = ""
    const ready = new Promise<void>((resolve) =>
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString()
        if (out.startsWith("ready\n")) resolve()
      })
    )
    const answer = new Promise<string>((resolve, reject) => {
      child.on("error", reject)
      child.on("exit", () => resolve(out.replace(/^ready\n/, "").trim()))
    })
    return { child, ready, answer }
  })
  await Promise.all(children.map(({ ready }) => ready))
  const at = String(Date.now() + 100)
  for (const { child } of children) child.stdin.end(at)
  return Promise.all(children.map(({ answer }) => answer))
}

describe("the local secrets (localSecrets)", () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), "vitalia-secrets-"))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  // On 06de94a each process wrote the file whether or not it had made it: a shard read it between
  // another's truncation and write ("Unexpected end of JSON input", a clean clone's integration shard
  // could not start), and processes that found no file each kept secrets of their own.
  it("are made once when several processes start at the same moment: every one gets the same, none fails", async () => {
    const answers = await askAtOnce(dir, 6)
    expect(
      answers.filter((answer) => answer.startsWith("error")),
      answers.join("\n")
    ).toEqual([])
    expect(new Set(answers).size, answers.join("\n")).toBe(1)
    const kept = JSON.parse(readFileSync(path.join(dir, "secrets.json"), "utf8")) as Record<string, string>
    expect(JSON.stringify([kept.jwtSecret, kept.cookieSecret, kept.sessionSecret])).toBe(answers[0])
  }, 30_000)

  it("keep what an older file holds and add what it lacks", async () => {
    writeFileSync(
      path.join(dir, "secrets.json"),
      JSON.stringify({ jwtSecret: "kept-jwt", cookieSecret: "kept-cookie" })
    )
    const [first, second] = await askAtOnce(dir, 2)
    const [jwt, cookie, session] = JSON.parse(first) as string[]
    expect([jwt, cookie]).toEqual(["kept-jwt", "kept-cookie"])
    expect(session.length).toBeGreaterThan(20)
    expect(second).toBe(first)
  }, 30_000)
})
