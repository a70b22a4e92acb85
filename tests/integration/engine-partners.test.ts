import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adminToken, engine } from "../support/engine.js"

/** The seeded partner chain (commerce/src/scripts/seed/partner-records.ts). */
const CAROLINA = {
  code: "VIT-0001",
  name: "Carolina Méndez",
  email: "carolina.mendez@vitalia.test",
  phone: "+57 300 555 0201",
}

describe("personal store lookup (personalStores/getWithName)", () => {
  it("finds a personal store by its name, with its partner's public fields", async () => {
    const { status, body } = await engine("GET", "/store/personal-stores/carolina")
    expect(status).toBe(200)
    expect(body.personal_store).toMatchObject({
      name: "carolina",
      title: "La tienda de Carolina",
      active: true,
      partner: { code: CAROLINA.code, name: CAROLINA.name },
    })
    expect(Object.keys(body.personal_store.partner).sort()).toEqual(["code", "id", "name"])
  })

  it("ignores the case of the name", async () => {
    const { status, body } = await engine("GET", "/store/personal-stores/CAROLINA")
    expect(status).toBe(200)
    expect(body.personal_store.name).toBe("carolina")
  })

  it("never shows the partner's e-mail or phone", async () => {
    const { body } = await engine("GET", "/store/personal-stores/carolina")
    const text = JSON.stringify(body)
    expect(text).not.toContain(CAROLINA.email)
    expect(text).not.toContain(CAROLINA.phone)
    expect(text).not.toMatch(/"(email|phone)"/)
  })

  it("answers 404 for a store that does not exist", async () => {
    const { status, body } = await engine("GET", "/store/personal-stores/no-existe-esta-tienda")
    expect(status).toBe(404)
    expect(body.message).toContain("no-existe-esta-tienda")
  })

  it("answers 400 with a message for a name that is not URL-safe", async () => {
    for (const name of ["a%20b", "x", "tienda_con_guion_bajo", "-carolina"]) {
      const { status, body } = await engine("GET", `/store/personal-stores/${name}`)
      expect(status, name).toBe(400)
      expect(body.message).toMatch(/3 a 40/)
    }
  })

  it("shows the store of an inactive partner as not active", async () => {
    const { status, body } = await engine("GET", "/store/personal-stores/ricardo")
    expect(status).toBe(200)
    expect(body.personal_store.active).toBe(false)
  })

  it("needs the publishable key like every store call", async () => {
    const { status } = await engine("GET", "/store/personal-stores/carolina", { publishable: false })
    expect(status).toBe(400)
  })
})

describe("partner search (profiles/search)", () => {
  it("finds active partners by name, ignoring case and accents", async () => {
    const { status, body } = await engine("GET", "/store/partners/search/MENDEZ")
    expect(status).toBe(200)
    expect(body.partners).toEqual([
      expect.objectContaining({
        code: CAROLINA.code,
        name: CAROLINA.name,
        personal_store: { name: "carolina", title: "La tienda de Carolina" },
      }),
    ])
  })

  it("finds partners by code", async () => {
    const { body } = await engine("GET", "/store/partners/search/vit-0002")
    expect(body.partners.map((p: { code: string }) => p.code)).toEqual(["VIT-0002"])
  })

  it("needs at least 2 characters: 400 with a message", async () => {
    for (const query of ["a", "%20%20a%20"]) {
      const { status, body } = await engine("GET", `/store/partners/search/${query}`)
      expect(status, query).toBe(400)
      expect(body.message).toBe("Escribe al menos 2 caracteres para buscar. / Type at least 2 characters to search.")
    }
  })

  it("never lists inactive partners", async () => {
    for (const query of ["Ricardo", "VIT-0006"]) {
      const { status, body } = await engine("GET", `/store/partners/search/${query}`)
      expect(status).toBe(200)
      expect(body.partners).toEqual([])
    }
  })

  it("treats % and _ as plain characters", async () => {
    const { body } = await engine("GET", "/store/partners/search/%25%25")
    expect(body.partners).toEqual([])
  })

  it("never shows e-mails or phones", async () => {
    const { body } = await engine("GET", "/store/partners/search/vit")
    expect(body.partners.length).toBeGreaterThanOrEqual(5)
    expect(JSON.stringify(body)).not.toMatch(/"(email|phone)"|@vitalia\.test|\+57/)
  })

  describe("with more matches than fit", () => {
    const created: string[] = []
    beforeAll(async () => {
      const token = await adminToken()
      for (let n = 1; n <= 22; n++) {
        const { body } = await engine("POST", "/admin/partners", { token, body: { name: `Zafiro Buscable ${n}` } })
        created.push(body.partner.id)
      }
    })
    afterAll(async () => {
      const token = await adminToken()
      for (const id of created) await engine("DELETE", `/admin/partners/${id}`, { token })
    })

    it("returns at most 20 partners", async () => {
      const { body } = await engine("GET", "/store/partners/search/zafiro")
      expect(body.partners).toHaveLength(20)
    })

    it("returns fewer with ?limit, and refuses a limit above 20", async () => {
      expect((await engine("GET", "/store/partners/search/zafiro?limit=5")).body.partners).toHaveLength(5)
      const { status, body } = await engine("GET", "/store/partners/search/zafiro?limit=50")
      expect(status).toBe(400)
      expect(body.message).toBe("limit must be between 1 and 20")
    })
  })
})

describe("admin partners, personal stores and enrollments", () => {
  it("require an administrator: 401 without a token", async () => {
    for (const path of ["/admin/partners", "/admin/personal-stores", "/admin/enrollments"]) {
      expect((await engine("GET", path)).status, path).toBe(401)
      expect((await engine("POST", path, { body: { name: "x" } })).status, path).toBe(401)
    }
    expect((await engine("DELETE", "/admin/partners/ptnr_x")).status).toBe(401)
  })

  it("partners: create, read, list with q and count, update, delete", async () => {
    const token = await adminToken()
    const sponsor = (await engine("GET", "/admin/partners?code=VIT-0001", { token })).body.partners[0]

    const created = await engine("POST", "/admin/partners", {
      token,
      body: {
        name: "Lorena Quintero",
        email: "Lorena.Quintero@vitalia.test",
        phone: "+57 301 555 0999",
        sponsor_id: sponsor.id,
      },
    })
    expect(created.status).toBe(200)
    const partner = created.body.partner
    expect(partner).toMatchObject({ name: "Lorena Quintero", email: "lorena.quintero@vitalia.test", status: "active" })
    expect(partner.code).toMatch(/^VIT-\d{4,}$/)
    expect(partner.sponsor).toMatchObject({ code: "VIT-0001" })

    const read = await engine("GET", `/admin/partners/${partner.id}`, { token })
    expect(read.body.partner.email).toBe("lorena.quintero@vitalia.test")

    const listed = await engine("GET", "/admin/partners?q=quintero&limit=5&offset=0", { token })
    expect(listed.body).toMatchObject({ count: 1, limit: 5, offset: 0 })
    expect(listed.body.partners[0].id).toBe(partner.id)

    const page = await engine("GET", "/admin/partners?limit=2&offset=1", { token })
    expect(page.body.partners).toHaveLength(2)
    expect(page.body.count).toBeGreaterThanOrEqual(7)

    const updated = await engine("POST", `/admin/partners/${partner.id}`, {
      token,
      body: { status: "inactive", phone: null },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.partner).toMatchObject({ status: "inactive", phone: null, name: "Lorena Quintero" })

    const deleted = await engine("DELETE", `/admin/partners/${partner.id}`, { token })
    expect(deleted.body).toEqual({ id: partner.id, object: "partner", deleted: true })
    expect((await engine("GET", `/admin/partners/${partner.id}`, { token })).status).toBe(404)
  })

  it("partners: refuse a taken code, a self-sponsorship and unknown fields", async () => {
    const token = await adminToken()
    const taken = await engine("POST", "/admin/partners", { token, body: { name: "Otra", code: "VIT-0001" } })
    expect(taken.status).toBe(422)
    expect(taken.body.message).toBe("A partner with code VIT-0001 already exists")

    const { body } = await engine("POST", "/admin/partners", { token, body: { name: "Autopatrocinio" } })
    const self = await engine("POST", `/admin/partners/${body.partner.id}`, {
      token,
      body: { sponsor_id: body.partner.id },
    })
    expect(self.status).toBe(400)
    expect(self.body.message).toBe("A partner cannot sponsor itself")
    await engine("DELETE", `/admin/partners/${body.partner.id}`, { token })

    const bad = await engine("POST", "/admin/partners", { token, body: { name: "", email: "no-es-correo", extra: 1 } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/name/)
    expect((await engine("GET", "/admin/partners/ptnr_missing", { token })).status).toBe(404)
  })

  it("personal stores: create, update, delete; names are unique and URL-safe", async () => {
    const token = await adminToken()
    const owner = (await engine("POST", "/admin/partners", { token, body: { name: "Dueña de Tienda" } })).body.partner

    const created = await engine("POST", "/admin/personal-stores", {
      token,
      body: { name: "Tienda-De-Prueba", title: "La tienda de prueba", partner_id: owner.id },
    })
    expect(created.status).toBe(200)
    const store = created.body.personal_store
    expect(store).toMatchObject({ name: "tienda-de-prueba", active: true, partner: { id: owner.id } })
    expect((await engine("GET", "/store/personal-stores/tienda-de-prueba")).status).toBe(200)

    expect(
      (
        await engine("POST", "/admin/personal-stores", {
          token,
          body: { name: "carolina", title: "x", partner_id: owner.id },
        })
      ).status
    ).toBe(422)
    const unsafe = await engine("POST", "/admin/personal-stores", {
      token,
      body: { name: "con espacios", title: "x", partner_id: owner.id },
    })
    expect(unsafe.status).toBe(400)

    const updated = await engine("POST", `/admin/personal-stores/${store.id}`, {
      token,
      body: { active: false, title: "Cerrada" },
    })
    expect(updated.body.personal_store).toMatchObject({ active: false, title: "Cerrada" })
    expect((await engine("GET", "/store/personal-stores/tienda-de-prueba")).body.personal_store.active).toBe(false)

    const listed = await engine("GET", `/admin/personal-stores?partner_id=${owner.id}`, { token })
    expect(listed.body.count).toBe(1)

    expect((await engine("DELETE", `/admin/personal-stores/${store.id}`, { token })).body.deleted).toBe(true)
    expect((await engine("GET", "/store/personal-stores/tienda-de-prueba")).status).toBe(404)
    await engine("DELETE", `/admin/partners/${owner.id}`, { token })
  })

  it("enrollments: create, list, update, delete", async () => {
    const token = await adminToken()
    const sponsor = (await engine("GET", "/admin/partners?code=VIT-0002", { token })).body.partners[0]
    const created = await engine("POST", "/admin/enrollments", {
      token,
      body: { email: "pendiente@vitalia.test", sponsor_id: sponsor.id },
    })
    expect(created.status).toBe(200)
    const enrollment = created.body.enrollment
    expect(enrollment).toMatchObject({ status: "pending", completed_at: null, sponsor: { code: "VIT-0002" } })

    const listed = await engine("GET", "/admin/enrollments?q=pendiente@vitalia", { token })
    expect(listed.body.enrollments.map((e: { id: string }) => e.id)).toEqual([enrollment.id])

    const completed = await engine("POST", `/admin/enrollments/${enrollment.id}`, {
      token,
      body: { status: "completed" },
    })
    expect(completed.body.enrollment.status).toBe("completed")
    expect(completed.body.enrollment.completed_at).toBeTruthy()

    const wrong = await engine("POST", `/admin/enrollments/${enrollment.id}`, { token, body: { status: "done" } })
    expect(wrong.status).toBe(400)
    const unknownOrder = await engine("POST", "/admin/enrollments", { token, body: { order_id: "order_missing" } })
    expect(unknownOrder.status).toBe(404)

    expect((await engine("DELETE", `/admin/enrollments/${enrollment.id}`, { token })).body.deleted).toBe(true)
    expect((await engine("GET", `/admin/enrollments/${enrollment.id}`, { token })).status).toBe(404)
  })
})
