import { existsSync, readFileSync } from "node:fs"
import { stripVTControlCharacters } from "node:util"

/** One test that failed (or passed only on its retry), with the lines that say why. */
export interface Failure {
  name: string
  /** The error's first lines and, for a browser test, what the page showed: printed at the run's end. */
  detail: string[]
}

/** What one suite counted, with the names of the tests it did not run and of those that failed. */
export interface Counts {
  passed: number
  failed: number
  skipped: string[]
  failures: Failure[]
}

// CI shows only the run's last lines: the end names each failure in a few lines, not its whole stack.
const ERROR_LINES = 8
const PAGE_LINES = 30

/** The first `count` non-empty lines of a text, without terminal colours. */
function head(text: string, count: number): string[] {
  return stripVTControlCharacters(text)
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .slice(0, count)
}

export interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  testResults: {
    name: string
    message?: string
    status?: string
    assertionResults: { fullName: string; status: string; failureMessages?: string[] | null }[]
  }[]
}

/** A vitest JSON report (--reporter=json) counted: skips by name, failures with their first lines. */
export function vitestCounts(report: VitestReport): Counts {
  const tests = report.testResults.flatMap((file) => file.assertionResults)
  const skipped = tests
    .filter((a) => ["skipped", "pending", "todo", "disabled"].includes(a.status))
    .map((a) => a.fullName)
  const failures: Failure[] = tests
    .filter((a) => a.status === "failed")
    .map((a) => ({ name: a.fullName, detail: head(a.failureMessages?.[0] ?? "", ERROR_LINES) }))
  // A file that failed before its tests ran (an import error, a hook) has no failed test of its own.
  for (const file of report.testResults) {
    if (file.status === "failed" && !file.assertionResults.some((a) => a.status === "failed")) {
      failures.push({ name: file.name, detail: head(file.message ?? "", ERROR_LINES) })
    }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped, failures }
}

interface PlaywrightResult {
  status: string
  error?: { message?: string }
  attachments?: { name: string; path?: string }[]
}

export interface PlaywrightSuite {
  title: string
  specs?: { title: string; tests: { status: string; results?: PlaywrightResult[] }[] }[]
  suites?: PlaywrightSuite[]
}

/** Playwright's tests by outcome: "expected", "unexpected", "flaky" or "skipped". */
function playwrightTests(
  suite: PlaywrightSuite,
  prefix: string[] = []
): { name: string; status: string; results: PlaywrightResult[] }[] {
  const path = suite.title ? [...prefix, suite.title] : prefix
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: [...path, spec.title].join(" › "),
        status: test.status,
        results: test.results ?? [],
      }))
    ),
    ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, path)),
  ]
}

/**
 * The first failed attempt's error and the page as it was then (Playwright's "error-context"
 * attachment, the page's accessibility tree): enough to tell a slow page from a wrong one.
 */
function attemptDetail(results: PlaywrightResult[]): string[] {
  const attempt = results.find((result) => result.status !== "passed" && result.status !== "skipped")
  if (!attempt) return []
  const detail = head(attempt.error?.message ?? "", ERROR_LINES)
  const context = attempt.attachments?.find((a) => a.name === "error-context")?.path
  if (context && existsSync(context)) detail.push("the page then:", ...pageSnapshot(readFileSync(context, "utf8")))
  return detail
}

/**
 * The page's accessibility tree from Playwright's error context (its "# Page snapshot" section),
 * without the element references a reader has no use for.
 */
function pageSnapshot(context: string): string[] {
  const start = context.indexOf("# Page snapshot")
  if (start < 0) return []
  return head(
    context
      .slice(start)
      .split("\n")
      .filter((line) => !line.startsWith("#") && !line.startsWith("```"))
      .map((line) => line.replace(/ \[(ref=e\d+|cursor=pointer)\]/g, ""))
      .join("\n"),
    PAGE_LINES
  )
}

/**
 * A Playwright JSON report counted. A test that passed only on its retry ("flaky") counts as
 * failed: a test that sometimes fails hides either a bug or a wait that does not say what it waits for.
 */
export function playwrightCounts(report: { suites: PlaywrightSuite[] }): Counts & { flaky: string[] } {
  const tests = report.suites.flatMap((suite) => playwrightTests(suite))
  const named = (status: string) => tests.filter((t) => t.status === status)
  const failing = [...named("unexpected"), ...named("flaky")]
  return {
    passed: named("expected").length,
    failed: failing.length,
    skipped: named("skipped").map((t) => t.name),
    flaky: named("flaky").map((t) => t.name),
    failures: failing.map((t) => ({ name: t.name, detail: attemptDetail(t.results) })),
  }
}
