import { Validator } from "@seriousme/openapi-schema-validator"
import { Ajv2020 } from "ajv/dist/2020.js"
import { describe, expect, it } from "vitest"
import { crud, text } from "@vitalia/schema/admin/fields"
import { resources } from "@vitalia/schema/admin/index"
import { bodySchema } from "./bodies.js"
import { openApiDocument } from "./openapi.js"

/** The parts of the document these tests read. */
type Content = {
  "application/json": { schema: { properties: Record<string, unknown>; prefixItems: { enum: string[] }[] } }
}
type Operation = {
  operationId: string
  parameters: { name: string; content: Content }[]
  requestBody: { content: Content }
  responses: Record<string, unknown>
}
type Doc = Record<string, unknown> & { paths: Record<string, Record<string, Operation>> }

const build = (list = resources) => openApiDocument({ resources: list, adminCookie: "vitalia_session_admin" }) as Doc

describe("the /admin-api OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const validator = new Validator()
    const result = await validator.validate(build())
    expect(result.errors ?? []).toEqual([])
    expect(validator.version).toBe("3.1")
  })

  it("describes a new definition with no other code: its operations, filters and bodies", () => {
    const fixture = crud({
      name: "openapi-fixtures",
      label: { one: ["Prueba", "Fixture"], many: ["Pruebas", "Fixtures"] },
      group: "ajustes",
      engine: { path: "/admin/fixtures", single: "fixture", plural: "fixtures" },
      title: (r) => (typeof r.name === "string" ? r.name : ""),
      fields: { name: text(["Nombre", "Name"], { create: "required", update: true, sortable: true }) },
      filters: { q: { type: "search", label: ["Buscar", "Search"] } },
      actions: { archive: { label: ["Archivar", "Archive"], path: "/admin/fixtures/:id/archive" } },
    })
    const doc = build([fixture])
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId))
    expect(ids.filter((id) => id.startsWith("openapi-fixtures."))).toEqual(
      expect.arrayContaining(
        fixture.operations.map((op) => `openapi-fixtures.${op}`).concat("openapi-fixtures.actions.archive")
      )
    )
    const list = doc.paths["/admin-api/openapi-fixtures"].get
    const filter = list.parameters.find((p) => p.name === "filter")!
    expect(Object.keys(filter.content["application/json"].schema.properties)).toEqual(["id", "q"])
    const sort = list.parameters.find((p) => p.name === "sort")!
    expect(sort.content["application/json"].schema.prefixItems[0].enum).toContain("name")
    expect(doc.paths["/admin-api/openapi-fixtures"].post.requestBody.content["application/json"].schema).toEqual(
      bodySchema(fixture.fields, "create")
    )
    expect(doc.paths["/admin-api/openapi-fixtures/{id}/actions/archive"].post.responses["200"]).toBeTruthy()
  })

  it("describes an administrator no owner has given a role yet: role null, as the staff list answers it", () => {
    // The engine keeps a staff record for an administrator who enrols a second factor before having
    // a role (commerce/src/api/admin/staff/route.ts answers its role as null).
    const doc = build() as Doc & { components: Record<string, unknown> }
    const ajv = new Ajv2020({ strict: false })
    ajv.addSchema({ $id: "https://vitalia.test/admin-openapi.json", components: doc.components })
    const member = ajv.getSchema("https://vitalia.test/admin-openapi.json#/components/schemas/StaffMember")!
    expect(member({ user_id: "user_1", role: null, totp_enrolled: true }), JSON.stringify(member.errors)).toBe(true)
    expect(member({ user_id: "user_1", role: "operations", totp_enrolled: false })).toBe(true)
    expect(member({ user_id: "user_1", role: "nobody", totp_enrolled: false })).toBe(false)
  })
})
