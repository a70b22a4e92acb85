import { ShopError } from "../errors.js"

/** What a refused call tells a client: its code, field, limit and both languages' messages. */
export async function refusal(run: () => unknown) {
  try {
    await run()
  } catch (error) {
    if (!(error instanceof ShopError)) throw error
    const { code, field, limit } = error.extensions as { code: string; field?: string; limit?: unknown }
    return { code, field, limit, es: error.texts.es, en: error.texts.en }
  }
  throw new Error("expected the call to be refused")
}
