import { describe, expect, it } from "vitest"
import { testDatabase } from "./test-database.js"

describe("a test suite's database", () => {
  it("is an embedded cluster of the suite's own when no DATABASE_URL names a server", () => {
    expect(testDatabase("e2e", {})).toEqual({})
    expect(testDatabase("e2e", { TEST_DATABASE_TEMPLATE: "vitalia_template_1_2" })).toEqual({})
  })

  it("is a new database on DATABASE_URL's server, named after the suite and this process", () => {
    const first = testDatabase("cluster", { DATABASE_URL: "postgres://postgres:secret@127.0.0.1:5432/postgres" })
    const url = new URL(first.databaseUrl!)
    expect(url.host).toBe("127.0.0.1:5432")
    expect(url.password).toBe("secret")
    expect(url.pathname).toMatch(new RegExp(`^/vitalia_cluster_${process.pid}_\\d+$`))
    expect(first.template).toBeUndefined()
  })

  it("starts as a copy of the run's seeded database when npm test made one", () => {
    const env = {
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/postgres",
      TEST_DATABASE_TEMPLATE: "vitalia_template_7_8",
    }
    expect(testDatabase("integration", env).template).toBe("vitalia_template_7_8")
  })
})
