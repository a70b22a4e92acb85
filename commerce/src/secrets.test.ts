import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { edgeCheck } from "@vitalia/schema/edge"
import { edgeSettings, engineSettings } from "./settings"

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

describe("the engine's secrets from files (schema/secrets.ts withSecretFiles, in commerce/src/settings.ts)", () => {
  it("the engine's settings take every secret from files, and still refuse a weak one read from a file", () => {
    const settings = engineSettings({
      NODE_ENV: "production",
      DATABASE_URL_FILE: secretFile("database", "postgres://vitalia:pw@db/vitalia\n", 0o600),
      JWT_SECRET_FILE: secretFile("jwt-2", STRONG, 0o600),
      COOKIE_SECRET: `${STRONG}c`,
      PASSWORD_PEPPER_FILE: secretFile("pepper", `${STRONG}p`, 0o400),
      ORDER_LINK_SECRET_FILE: secretFile("order-link", `${STRONG}o`, 0o600),
      ENGINE_EDGE_SECRET_FILE: secretFile("edge", `${STRONG}e`, 0o600),
      OWNER_EMAIL: " Duena@Vitalia.test ",
      OWNER_PASSWORD_FILE: secretFile("owner-password", "una frase larga del dueño\n", 0o600),
    })
    expect(settings.databaseUrl).toBe("postgres://vitalia:pw@db/vitalia")
    expect(settings.jwtSecret).toBe(STRONG)
    expect(settings.passwordPepper).toBe(`${STRONG}p`)
    expect(settings.edge.secret).toBe(`${STRONG}e`)
    // The first owner of a production seed (src/scripts/seed.ts): the password never in the environment.
    expect(settings.firstOwner).toEqual({ email: "duena@vitalia.test", password: "una frase larga del dueño" })
    expect(() =>
      edgeSettings({ NODE_ENV: "production", ENGINE_EDGE_SECRET_FILE: secretFile("weak", "supersecret", 0o600) })
    ).toThrow(/ENGINE_EDGE_SECRET is too short/)
  })
})

describe("changing the edge secret (schema/edge.ts, docs/operations.md)", () => {
  it("while ENGINE_EDGE_SECRET_PREVIOUS is set both secrets pass; without it only the current one", () => {
    const rolling = edgeSettings({ ENGINE_EDGE_SECRET: `${STRONG}new`, ENGINE_EDGE_SECRET_PREVIOUS: `${STRONG}old` })
    const during = edgeCheck(rolling.secret, rolling.previousSecret)
    expect([during(`${STRONG}new`), during(`${STRONG}old`), during(`${STRONG}other`), during(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ])
    const after = edgeCheck(edgeSettings({ ENGINE_EDGE_SECRET: `${STRONG}new` }).secret)
    expect([after(`${STRONG}new`), after(`${STRONG}old`)]).toEqual([true, false])
    // In production the previous secret meets the same rules as the current one.
    expect(() =>
      edgeSettings({ NODE_ENV: "production", ENGINE_EDGE_SECRET: `${STRONG}new`, ENGINE_EDGE_SECRET_PREVIOUS: "short" })
    ).toThrow(/ENGINE_EDGE_SECRET_PREVIOUS is too short/)
  })
})
