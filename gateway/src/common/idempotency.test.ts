import { describe, expect, it } from "vitest"
import { MemoryStore } from "../cache/memory.js"
import { IdempotencyKeys, stableJson, type IdempotentCall } from "./idempotency.js"

const keys = () => new IdempotencyKeys(new MemoryStore({ maxEntries: 100, maxBytes: 1 << 20 }), 60_000)
const call = (patch: Partial<IdempotentCall> = {}): IdempotentCall & { replays: number } => {
  const replays = { replays: 0 }
  return Object.assign(
    replays,
    {
      key: "k-1",
      scope: "guest",
      operation: "createCart",
      input: { regionId: "reg_1" },
      replayed: () => void replays.replays++,
    },
    patch
  )
}

describe("Idempotency-Key", () => {
  it("without a key every call runs", async () => {
    const idem = keys()
    let runs = 0
    await idem.once(call({ key: undefined }), () => Promise.resolve(++runs))
    await idem.once(call({ key: undefined }), () => Promise.resolve(++runs))
    expect(runs).toBe(2)
  })

  it("the same key and arguments answer the first answer again, without running, and say it is a replay", async () => {
    const idem = keys()
    let runs = 0
    const first = call()
    expect(await idem.once(first, () => Promise.resolve({ id: `cart_${++runs}` }))).toEqual({ id: "cart_1" })
    const again = call({ input: { regionId: "reg_1" } })
    expect(await idem.once(again, () => Promise.resolve({ id: `cart_${++runs}` }))).toEqual({ id: "cart_1" })
    expect(runs).toBe(1)
    expect([first.replays, again.replays]).toEqual([0, 1])
  })

  it("the same key with other arguments or another mutation is IDEMPOTENCY_KEY_REUSED, in both languages", async () => {
    const idem = keys()
    await idem.once(call(), () => Promise.resolve("ok"))
    await expect(idem.once(call({ input: { regionId: "reg_2" } }), () => Promise.resolve("no"))).rejects.toMatchObject({
      extensions: { code: "IDEMPOTENCY_KEY_REUSED" },
      texts: { es: "Esta Idempotency-Key ya se usó con otra petición: usa una clave nueva para cada operación." },
    })
    await expect(idem.once(call({ operation: "completeCart" }), () => Promise.resolve("no"))).rejects.toMatchObject({
      extensions: { code: "IDEMPOTENCY_KEY_REUSED" },
      texts: { en: "This Idempotency-Key was already used with another request: use a new key for each operation." },
    })
  })

  it("keys are per caller", async () => {
    const idem = keys()
    expect(await idem.once(call({ scope: "customer:a" }), () => Promise.resolve("a"))).toBe("a")
    expect(await idem.once(call({ scope: "customer:b" }), () => Promise.resolve("b"))).toBe("b")
  })

  it("while the first request runs, a second one is IDEMPOTENCY_KEY_IN_USE", async () => {
    const idem = keys()
    let finish!: (value: string) => void
    const first = idem.once(call(), () => new Promise<string>((resolve) => (finish = resolve)))
    await new Promise((resolve) => setTimeout(resolve, 0))
    await expect(idem.once(call(), () => Promise.resolve("second"))).rejects.toMatchObject({
      extensions: { code: "IDEMPOTENCY_KEY_IN_USE" },
    })
    finish("first")
    expect(await first).toBe("first")
  })

  it("a failed request keeps nothing: the retry with its key runs", async () => {
    const idem = keys()
    await expect(idem.once(call(), async () => Promise.reject(new Error("engine down")))).rejects.toThrow("engine down")
    expect(await idem.once(call(), () => Promise.resolve("second try"))).toBe("second try")
  })

  it("a key that is empty, too long or not visible ASCII is BAD_USER_INPUT", async () => {
    const idem = keys()
    for (const key of ["", "x".repeat(256), "con espacio", "ñ"]) {
      await expect(idem.once(call({ key }), () => Promise.resolve("no"))).rejects.toMatchObject({
        extensions: { code: "BAD_USER_INPUT", field: "Idempotency-Key" },
      })
    }
  })

  it("arguments compare whatever the order of their keys", () => {
    expect(stableJson({ b: 1, a: { d: [1, { f: 1, e: 2 }], c: null } })).toBe(
      stableJson({ a: { c: null, d: [1, { e: 2, f: 1 }] }, b: 1 })
    )
  })
})
