import { relative } from "node:path"
import type { TestSpecification } from "vitest/node"
import { BaseSequencer } from "vitest/node"

/**
 * The integration files that take 15 s or more, with their seconds: the mean of two runs on the
 * slower 2-core machine of bench/README.md ("Integration shards by time"), a clean clone of e0f215a
 * and the suite alone. Every other file counts as UNLISTED seconds, about their mean there. A file
 * that grows past 15 s joins the list; the figures need only be right relative to each other.
 */
const SECONDS: Record<string, number> = {
  "tests/integration/concurrency.test.ts": 127,
  "tests/integration/admin-api.test.ts": 111,
  "tests/integration/stripe-payments.test.ts": 73,
  "tests/integration/simple-rest.test.ts": 67,
  "tests/integration/checkout.test.ts": 58,
  "tests/security/staff-matrix.test.ts": 57,
  "tests/integration/emails.test.ts": 51,
  "tests/integration/admin-flows.test.ts": 29,
  "tests/integration/subscriptions.test.ts": 27,
  "tests/integration/storefront-pages.test.ts": 26,
  "tests/integration/checkout-reasons.test.ts": 26,
  "tests/integration/throttle.test.ts": 23,
  "tests/integration/promotions.test.ts": 23,
  "tests/security/session-lifetime.test.ts": 22,
  "tests/integration/enrollment.test.ts": 21,
  "tests/integration/engine-enrollment.test.ts": 21,
  "tests/integration/seed.test.ts": 20,
  "tests/integration/partner-page.test.ts": 19,
  "tests/security/gated-promotions.test.ts": 18,
  "tests/integration/auth.test.ts": 17,
  "tests/integration/active-sessions.test.ts": 16,
  "tests/security/sessions.test.ts": 15,
  "tests/security/change-password.test.ts": 15,
  "tests/integration/security-headers.test.ts": 15,
  "tests/integration/engine-bundles.test.ts": 15,
}
const UNLISTED = 6

/**
 * Splits `--shard=i/n` by the files' time, not their number. Vitest's own split gives each shard
 * the same number of files, chosen by a hash of their paths: in the clean clone one integration
 * shard held the two longest files and ran 721 s of files to the other's 573, and the suite waits
 * for the longer. Here the longest file goes first to the shard with the least time so far, and so
 * on down: by these weights the two shards end within one short file of each other, and by the
 * file times of the suite-alone run the longer shard holds 565 s of files where vitest's held 611.
 * Every shard's process computes the same split from the same list of files, so each file runs in
 * exactly one shard.
 */
export default class ShardsByTime extends BaseSequencer {
  override shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!
    const root = this.ctx.config.root
    const weighed = files
      .map((spec) => {
        const file = relative(root, spec.moduleId).split("\\").join("/")
        return { spec, file, seconds: SECONDS[file] ?? UNLISTED }
      })
      // Longest first; equal ones by path, so every shard's process sees the same order.
      .sort((a, b) => b.seconds - a.seconds || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    const totals = Array.from({ length: count }, () => 0)
    const mine: TestSpecification[] = []
    for (const { spec, seconds } of weighed) {
      const shard = totals.indexOf(Math.min(...totals))
      totals[shard] += seconds
      if (shard === index - 1) mine.push(spec)
    }
    return Promise.resolve(mine)
  }
}
