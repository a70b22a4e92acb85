import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { playwrightCounts, vitestCounts } from "./reports.js"

const dir = mkdtempSync(path.join(os.tmpdir(), "vitalia-reports-test-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// The shapes below are those of Playwright's and vitest's JSON reporters, trimmed to what is read.
const timeout = (name: string) =>
  `TimeoutError: locator.click: Timeout 20000ms exceeded.\nCall log:\n\u001b[2m  - waiting for getByRole('button', { name: '${name}' })\u001b[22m\n`

describe("the browser suite's report", () => {
  it("counts a test that passed only on its retry as failed, with its first attempt's error and the page then", () => {
    const context = path.join(dir, "error-context.md")
    writeFileSync(context, '# Page snapshot\n\n```yaml\n- banner:\n  - button "Abrir menú"\n```\n')
    const counts = playwrightCounts({
      suites: [
        {
          title: "search.spec.ts",
          suites: [
            {
              title: "búsqueda",
              specs: [
                {
                  title: "on a phone",
                  tests: [
                    {
                      status: "flaky",
                      results: [
                        {
                          status: "timedOut",
                          error: { message: timeout("Abrir menú") },
                          attachments: [{ name: "error-context", path: context }],
                        },
                        { status: "passed" },
                      ],
                    },
                  ],
                },
                { title: "facets", tests: [{ status: "expected", results: [{ status: "passed" }] }] },
                { title: "card", tests: [{ status: "skipped", results: [{ status: "skipped" }] }] },
              ],
            },
          ],
        },
      ],
    })
    expect(counts).toMatchObject({ passed: 1, failed: 1, skipped: ["search.spec.ts › búsqueda › card"] })
    expect(counts.flaky).toEqual(["search.spec.ts › búsqueda › on a phone"])
    expect(counts.failures).toEqual([
      {
        name: "search.spec.ts › búsqueda › on a phone",
        detail: [
          "TimeoutError: locator.click: Timeout 20000ms exceeded.",
          "Call log:",
          "  - waiting for getByRole('button', { name: 'Abrir menú' })",
          "the page then:",
          "- banner:",
          '  - button "Abrir menú"',
        ],
      },
    ])
  })

  it("names a failure whose page snapshot is gone with its error alone, and keeps an error to its first lines", () => {
    const long = Array.from({ length: 30 }, (_, i) => `line ${i}`).join("\n")
    const counts = playwrightCounts({
      suites: [
        {
          title: "a.spec.ts",
          specs: [
            {
              title: "t",
              tests: [
                {
                  status: "unexpected",
                  results: [
                    {
                      status: "failed",
                      error: { message: long },
                      attachments: [{ name: "error-context", path: path.join(dir, "gone.md") }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    })
    expect(counts.failed).toBe(1)
    expect(counts.failures[0]?.detail).toEqual(Array.from({ length: 8 }, (_, i) => `line ${i}`))
  })
})

describe("a vitest report", () => {
  it("names each failed test with its message's first lines, and a file that failed before its tests ran", () => {
    const counts = vitestCounts({
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: "/repo/tests/integration/a.test.ts",
          status: "failed",
          assertionResults: [
            { fullName: "a passes", status: "passed", failureMessages: [] },
            {
              fullName: "a proof works only in its session",
              status: "failed",
              failureMessages: ["AssertionError: expected 200 to be 403\n\n    at a.test.ts:100:5"],
            },
            { fullName: "a later one", status: "skipped", failureMessages: null },
          ],
        },
        {
          name: "/repo/tests/integration/b.test.ts",
          status: "failed",
          message: "Hook timed out in 120000ms.",
          assertionResults: [],
        },
      ],
    })
    expect(counts).toEqual({
      passed: 1,
      failed: 1,
      skipped: ["a later one"],
      failures: [
        {
          name: "a proof works only in its session",
          detail: ["AssertionError: expected 200 to be 403", "    at a.test.ts:100:5"],
        },
        { name: "/repo/tests/integration/b.test.ts", detail: ["Hook timed out in 120000ms."] },
      ],
    })
  })
})
