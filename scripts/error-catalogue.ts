/**
 * `npm run docs:errors`: writes the error catalogue (gateway/src/messages) into docs/api.md,
 * between its error-catalogue markers, and the reasons of a refused checkout between theirs. The catalogue's unit test fails until it is current.
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { catalogueTable, reasonsTable } from "../gateway/src/messages/catalogue.js"
import { ROOT } from "./lib/paths.js"

const file = path.join(ROOT, "docs", "api.md")
const docs = readFileSync(file, "utf8")
const marked = /(<!-- error-catalogue:start -->\n)[\s\S]*?(\n<!-- error-catalogue:end -->)/
if (!marked.test(docs)) throw new Error("docs/api.md has no error-catalogue markers")
const reasons = /(<!-- checkout-reasons:start -->\n)[\s\S]*?(\n<!-- checkout-reasons:end -->)/
if (!reasons.test(docs)) throw new Error("docs/api.md has no checkout-reasons markers")
writeFileSync(
  file,
  docs
    .replace(marked, (_all, start: string, end: string) => `${start}${catalogueTable()}${end}`)
    .replace(reasons, (_all, start: string, end: string) => `${start}${reasonsTable()}${end}`)
)
console.log("docs/api.md: the error catalogue is current")
