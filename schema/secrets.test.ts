import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { withSecretFiles } from "./secrets.js"

const STRONG = "Zq3v8Jk2Lm9Pw4Rt7Yx1Nc6Bd5Hg0Fs2Ae8Ku"
const folder = mkdtempSync(path.join(tmpdir(), "vitalia-secrets-"))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** A secret file as a mount would make it: its content, then the mode. */
function secretFile(name: string, content: string, mode: number): string {
  const file = path.join(folder, name)
  writeFileSync(file, content)
  chmodSync(file, mode)
  return file
}

describe("secrets from files (withSecretFiles)", () => {
  it("reads NAME_FILE into NAME without its final line break, and leaves other variables alone", () => {
    const file = secretFile("jwt", `${STRONG}\n`, 0o600)
    const env = withSecretFiles({ JWT_SECRET_FILE: file, PORT: "9000" }, ["JWT_SECRET"], true)
    expect(env).toEqual({ JWT_SECRET: STRONG, PORT: "9000" })
    // Read again (the engine's settings and its middlewares both read), nothing changes.
    expect(withSecretFiles(env, ["JWT_SECRET"], true)).toEqual(env)
    // A name not on the list is not read from a file.
    expect(withSecretFiles({ OTHER_FILE: file }, ["JWT_SECRET"], true)).toEqual({ OTHER_FILE: file })
  })

  it("refuses both NAME and NAME_FILE, a missing file and an empty one, naming the variable", () => {
    const file = secretFile("both", STRONG, 0o600)
    expect(() => withSecretFiles({ JWT_SECRET: STRONG, JWT_SECRET_FILE: file }, ["JWT_SECRET"])).toThrow(
      /JWT_SECRET and JWT_SECRET_FILE are both set/
    )
    expect(() => withSecretFiles({ JWT_SECRET_FILE: path.join(folder, "absent") }, ["JWT_SECRET"])).toThrow(
      /JWT_SECRET_FILE names .*absent, which cannot be read: ENOENT/
    )
    const empty = secretFile("empty", "\n", 0o600)
    expect(() => withSecretFiles({ JWT_SECRET_FILE: empty }, ["JWT_SECRET"])).toThrow(/which is empty/)
  })

  it("in production, refuses a file other users of the host may read; elsewhere reads it", () => {
    const open = secretFile("open", STRONG, 0o644)
    expect(() => withSecretFiles({ COOKIE_SECRET_FILE: open }, ["COOKIE_SECRET"], true)).toThrow(
      /users other than its owner may read: chmod 600/
    )
    const group = secretFile("group", STRONG, 0o640)
    expect(() => withSecretFiles({ COOKIE_SECRET_FILE: group }, ["COOKIE_SECRET"], true)).toThrow(/chmod 600/)
    expect(withSecretFiles({ COOKIE_SECRET_FILE: open }, ["COOKIE_SECRET"], false).COOKIE_SECRET).toBe(STRONG)
    expect(
      withSecretFiles({ COOKIE_SECRET_FILE: secretFile("owner", STRONG, 0o400) }, ["COOKIE_SECRET"], true)
    ).toEqual({
      COOKIE_SECRET: STRONG,
    })
  })
})
