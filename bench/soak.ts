/**
 * Soak: BLOCKS blocks (default 3) of PURCHASES purchases each (default 1 000), SHOPPERS at a time
 * (default 10), step by step through the gateway as the storefront does it; after each block, the
 * memory of the whole shop this run started — engine, gateway, sign-in provider, database — read
 * from /proc. `npm run bench:soak`
 *
 * The goal (#22): the shop at most 1.2 GB after the first block, and no growth from the second
 * block to the third. Memory is PSS (each shared page divided among the processes that map it),
 * so the database's shared buffers count once; RSS is printed beside it.
 *
 * Env: PURCHASES (1000), BLOCKS (3), SHOPPERS (10), SKU (HC-FIT-VAINILLA).
 */
import { readdirSync, readFileSync } from "node:fs"
import { benchGateway, benchShop, done, log, loop, purchasable, report, round, stepByStepPurchase } from "./lib.js"

const PURCHASES = Number(process.env.PURCHASES ?? 1000)
const BLOCKS = Number(process.env.BLOCKS ?? 3)
const SHOPPERS = Number(process.env.SHOPPERS ?? 10)
const SKU = process.env.SKU ?? "HC-FIT-VAINILLA"

const shop = await benchShop()
const gateway = await benchGateway(shop, "bench-gateway-soak")
const { regionId, variantId } = await purchasable(shop, SKU)

/** Every process under this one (the shop's services and what they started), with its parent's pid. */
function descendants(): { pid: number; name: string }[] {
  const children = new Map<number, { pid: number; name: string }[]>()
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8")
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      const close = stat.lastIndexOf(")")
      const name = stat.slice(stat.indexOf("(") + 1, close)
      const ppid = Number(stat.slice(close + 2).split(" ")[1])
      children.set(ppid, [...(children.get(ppid) ?? []), { pid: Number(entry), name }])
    } catch {
      // The process ended while we looked.
    }
  }
  const found: { pid: number; name: string }[] = []
  const queue = [process.pid]
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child)
      queue.push(child.pid)
    }
  }
  return found
}

/** A /proc figure in kB (`Pss:` of smaps_rollup, `VmRSS:` of status); 0 when the process is gone. */
function kilobytes(file: string, field: string): number {
  try {
    const line = readFileSync(file, "utf8").split("\n").find((l) => l.startsWith(`${field}:`))
    return line ? Number(line.split(/\s+/)[1]) : 0
  } catch {
    return 0
  }
}

/** The shop's memory in MB, in total and per kind of process (node processes by what they run). */
function shopMemory() {
  const byKind = new Map<string, { pss: number; rss: number; processes: number }>()
  for (const { pid, name } of descendants()) {
    let kind = name === "postgres" ? "database" : name
    if (name.startsWith("node") || name === "MainThread") {
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ")
      kind = /medusa/.test(command) ? "engine" : /gateway/.test(command) ? "gateway" : /idp/.test(command) ? "sign-in provider" : "other node"
    }
    const row = byKind.get(kind) ?? { pss: 0, rss: 0, processes: 0 }
    row.pss += kilobytes(`/proc/${pid}/smaps_rollup`, "Pss")
    row.rss += kilobytes(`/proc/${pid}/status`, "VmRSS")
    row.processes++
    byKind.set(kind, row)
  }
  const mb = (kb: number) => round(kb / 1024, 0)
  const kinds = Object.fromEntries([...byKind].map(([kind, row]) => [kind, { "PSS MB": mb(row.pss), "RSS MB": mb(row.rss), processes: row.processes }]))
  const total = [...byKind.values()].reduce((sum, row) => ({ pss: sum.pss + row.pss, rss: sum.rss + row.rss }), { pss: 0, rss: 0 })
  return { pssMb: mb(total.pss), rssMb: mb(total.rss), kinds }
}

log("warm-up purchase")
await stepByStepPurchase(gateway, regionId, variantId, "soak-0@vitalia.test")
const before = shopMemory()
log(`before: ${before.pssMb} MB PSS (${before.rssMb} MB RSS) ${JSON.stringify(before.kinds)}`)

const rows: Record<string, unknown>[] = [{ after: "warm-up", purchases: 1, "orders/s": "", "p50 ms": "", errors: 0, "PSS MB": before.pssMb, "RSS MB": before.rssMb }]
const blocks: { memory: ReturnType<typeof shopMemory> }[] = []
for (let block = 1; block <= BLOCKS; block++) {
  const perShopper = Math.ceil(PURCHASES / SHOPPERS)
  log(`block ${block} of ${BLOCKS}: ${SHOPPERS} shoppers × ${perShopper} purchases`)
  const result = await loop(`block ${block}`, { workers: SHOPPERS, seconds: 0, rounds: perShopper }, (worker) =>
    stepByStepPurchase(gateway, regionId, variantId, `soak-${block}-${worker}@vitalia.test`)
  )
  if (result.firstError) log(`block ${block}: first error: ${result.firstError}`)
  const memory = shopMemory()
  blocks.push({ memory })
  log(`after block ${block}: ${memory.pssMb} MB PSS (${memory.rssMb} MB RSS) ${JSON.stringify(memory.kinds)}`)
  rows.push({
    after: `block ${block}`,
    purchases: result.done,
    "orders/s": result.perSecond,
    "p50 ms": result.p50,
    errors: result.errors,
    "PSS MB": memory.pssMb,
    "RSS MB": memory.rssMb,
  })
}

const last = blocks.at(-1)?.memory
const previous = blocks.at(-2)?.memory
const verdict = {
  afterFirstBlockMb: blocks[0]?.memory.pssMb,
  withinBudget: (blocks[0]?.memory.pssMb ?? Infinity) <= 1200,
  growthLastBlockMb: last && previous ? round(last.pssMb - previous.pssMb, 0) : undefined,
}
report("soak", rows, { purchasesPerBlock: PURCHASES, blocks: BLOCKS, shoppers: SHOPPERS, memory: blocks.map((b) => b.memory), verdict })
console.log(
  `the shop after ${PURCHASES} purchases: ${verdict.afterFirstBlockMb} MB (PSS; goal ≤ 1 200); ` +
    `from block ${BLOCKS - 1} to ${BLOCKS}: ${verdict.growthLastBlockMb ?? "–"} MB`
)
await done()
