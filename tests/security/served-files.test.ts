import type { FastifyInstance } from "fastify"
import request from "supertest"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildGateway } from "../support/gateway.js"

/**
 * The shop serves its built pages and images, never a folder's listing nor a file that only lives
 * beside the code: version control, environment files, the desktop's folder notes, the package
 * manifests (docs/security.md, ASVS 4.3.2). Asked as a browser (text/html) and as a script (any type).
 */
let app: FastifyInstance
beforeAll(async () => (app = await buildGateway()))
afterAll(() => app.close())

/** Paths whose content would tell an attacker about the machine or the code. What each must never show. */
const METADATA: Record<string, RegExp> = {
  "/.git/HEAD": /ref: refs\//,
  "/.git/config": /\[core\]/,
  "/.env": /DATABASE_URL|SECRET/,
  "/.env.production": /DATABASE_URL|SECRET/,
  "/.DS_Store": /Bud1/,
  "/package.json": /"workspaces"|"dependencies"/,
  "/package-lock.json": /"lockfileVersion"/,
  "/admin/.git/HEAD": /ref: refs\//,
  "/admin/package.json": /"dependencies"/,
  "/static/.env": /DATABASE_URL|SECRET/,
  "/static/../.env": /DATABASE_URL|SECRET/,
  "/%2e%2e/.env": /DATABASE_URL|SECRET/,
}

/** Folders that hold served files: asked for as folders, they list nothing. */
const FOLDERS = [
  "/assets/",
  "/admin/assets/",
  "/static/",
  "/static/products/",
  "/admin/",
  "/.git/",
  "/.well-known/",
  "/graphql/explorer/",
  "/graphql/explorer/assets/",
]

/** What a folder listing looks like, from the usual servers' listing pages. */
const LISTING = /Index of|Directory listing|<title>listing|Parent Directory|\.js"\s*>[^<]*\.js</i

describe("no listings and no metadata files (ASVS 4.3.2)", () => {
  for (const accept of ["text/html", "*/*"]) {
    it(`a metadata file is not found, and its content never shows (Accept: ${accept})`, async () => {
      const shown: string[] = []
      for (const [path, content] of Object.entries(METADATA)) {
        const response = await request(app.server).get(path).set("accept", accept)
        if (response.status === 200 && !String(response.headers["content-type"]).startsWith("text/html"))
          shown.push(`${path}: 200 ${response.headers["content-type"]}`)
        if (content.test(response.text ?? "")) shown.push(`${path}: its content`)
        expect(response.status, path).toBeLessThan(500)
      }
      expect(shown).toEqual([])
    })

    it(`a folder lists nothing (Accept: ${accept})`, async () => {
      const listed: string[] = []
      for (const path of FOLDERS) {
        const response = await request(app.server).get(path).set("accept", accept)
        if (LISTING.test(response.text ?? "")) listed.push(path)
        expect(response.status, path).toBeLessThan(500)
      }
      expect(listed).toEqual([])
    })
  }

  it("a script asking for a metadata file gets 404 with a message, not the app's page", async () => {
    for (const path of ["/.git/HEAD", "/.env", "/.DS_Store", "/package.json"]) {
      const response = await request(app.server).get(path).set("accept", "*/*")
      expect(response.status, path).toBe(404)
      expect(response.body.message, path).toMatch(/not found/i)
    }
  })
})
