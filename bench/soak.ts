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
import { benchGateway, benchShop, done, log, loop, purchasable, report, round, stepByStepPurchase } from "./lib.js"
import { shopMemory } from "./processes.js"

const PURCHASES = Number(process.env.PURCHASES ?? 1000)
const BLOCKS = Number(process.env.BLOCKS ?? 3)
const SHOPPERS = Number(process.env.SHOPPERS ?? 10)
const SKU = process.env.SKU ?? "HC-FIT-VAINILLA"

const shop = await benchShop()
const gateway = await benchGateway(shop, "bench-gateway-soak")
const { regionId, variantId } = await purchasable(shop, SKU)

log("warm-up purchase")
await stepByStepPurchase(gateway, regionId, variantId, "soak-0@vitalia.test")
const before = shopMemory()
log(`before: ${before.pssMb} MB PSS (${before.rssMb} MB RSS) ${JSON.stringify(before.kinds)}`)

const rows: Record<string, unknown>[] = [
  {
    after: "warm-up",
    purchases: 1,
    "orders/s": "",
    "p50 ms": "",
    errors: 0,
    "PSS MB": before.pssMb,
    "RSS MB": before.rssMb,
  },
]
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
report("soak", rows, {
  purchasesPerBlock: PURCHASES,
  blocks: BLOCKS,
  shoppers: SHOPPERS,
  memory: blocks.map((b) => b.memory),
  verdict,
})
console.log(
  `the shop after ${PURCHASES} purchases: ${verdict.afterFirstBlockMb} MB (PSS; goal ≤ 1 200); ` +
    `from block ${BLOCKS - 1} to ${BLOCKS}: ${verdict.growthLastBlockMb ?? "–"} MB`
)
await done()
