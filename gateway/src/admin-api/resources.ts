import type { MedusaClient } from "../medusa/client.js"
import { EngineError } from "../medusa/errors.js"
import type { Query } from "../medusa/query.js"
import { offered, read, readAll } from "@vitalia/schema/admin/paths"
import { str } from "@vitalia/schema/admin/records"
import type { Action, Field, ResourceDefinition } from "@vitalia/schema/admin/types"
import { changedFields, toEngineBody } from "./bodies.js"
import { ADMIN_TEXTS, REFUSAL_TEXTS } from "../messages/admin.js"
import { BadRequest, NotAllowed, NotFound } from "./errors.js"
import type { ListRequest } from "./query.js"

type Record_ = Record<string, unknown>

/** The engine takes at most 20 values in one list parameter (docs/product.md §9). */
const IDS_PER_CALL = 20
/** Lists the gateway filters itself (`only`, unpaged) are read whole, up to this many. */
const WHOLE_LIST = 1000

/**
 * One admin resource over the engine: the calls its definition maps each
 * simple-rest operation to, with the engine's records shaped for the
 * back-office (ids, fields read from their `source`).
 */
export class ResourceApi {
  constructor(
    readonly definition: ResourceDefinition,
    private readonly medusa: MedusaClient
  ) {}

  private get engine() {
    return this.definition.engine
  }

  /** A page (getList, getManyReference) or the records with the given ids (getMany). */
  async list(token: string, request: ListRequest): Promise<{ data: Record_[]; total: number }> {
    const { engine } = this
    const { path, filters } = this.listPath(request.filters)
    const base: Query = {
      ...filters,
      ...(engine.listQuery ?? {}),
      ...(engine.listFields ? { fields: engine.listFields } : {}),
    }
    if (request.ids) {
      const data: Record_[] = []
      if (engine.noIdFilter) {
        const found = await Promise.all(
          request.ids.map((id) =>
            this.one(token, id).catch((error: unknown) => {
              if (error instanceof NotFound || (error instanceof EngineError && error.status === 404)) return null
              throw error
            })
          )
        )
        const records = found.filter((r): r is Record_ => r !== null)
        return { data: records, total: records.length }
      }
      if (engine.unpaged || engine.only) {
        const all = await this.whole(token, base, path)
        return { data: all.filter((r) => request.ids!.includes(String(r.id))), total: request.ids.length }
      }
      for (let i = 0; i < request.ids.length; i += IDS_PER_CALL) {
        const chunk = request.ids.slice(i, i + IDS_PER_CALL)
        const answer = await this.medusa.get<Record_>(path, {
          token,
          query: { ...base, [engine.idField ?? "id"]: chunk, limit: chunk.length },
        })
        data.push(...this.rows(answer))
      }
      return { data, total: data.length }
    }
    if (request.within) {
      const { text, fields } = request.within
      const needle = text.toLocaleLowerCase()
      const all = await this.whole(token, base, path)
      const found = all.filter((r) => fields.some((f) => str(read(r, f)).toLocaleLowerCase().includes(needle)))
      const ordered = sortRows(found, request.order, engine.idField)
      return { data: ordered.slice(request.offset, request.offset + request.limit), total: ordered.length }
    }
    if (engine.unpaged || engine.unordered) {
      // Ordered here: the requested field, then the id.
      const ordered = sortRows(await this.whole(token, base, path), request.order, engine.idField)
      return { data: ordered.slice(request.offset, request.offset + request.limit), total: ordered.length }
    }
    if (engine.only) {
      const all = await this.whole(token, { ...base, order: request.order ?? engine.idField ?? "id" }, path)
      const ordered = breakTies(all, orderColumn(request.order, engine.idField))
      return { data: ordered.slice(request.offset, request.offset + request.limit), total: all.length }
    }
    if (engine.tiesBroken) {
      const answer = await this.medusa.get<Record_>(path, {
        token,
        query: {
          ...base,
          offset: request.offset,
          limit: request.limit,
          ...(request.order ? { order: request.order } : {}),
        },
      })
      const data = this.rows(answer)
      return { data, total: typeof answer.count === "number" ? answer.count : request.offset + data.length }
    }
    return this.stablePage(token, path, base, request)
  }

  /**
   * A page in a stable order: the requested sort, then the id. The engine takes one
   * order field and PostgreSQL returns ties (rows created in one transaction share
   * `created_at`) in any order, so pages repeated rows and hid others. The gateway
   * reads the list's ids with their sort value (one light call, up to WHOLE_LIST rows),
   * orders ties by id, and reads the page's records by id.
   */
  private async stablePage(
    token: string,
    path: string,
    base: Query,
    request: ListRequest
  ): Promise<{ data: Record_[]; total: number }> {
    const { engine } = this
    const idKey = engine.idField ?? "id"
    const order = request.order ?? idKey
    const column = orderColumn(order, engine.idField)
    // Without an id filter the page cannot be read by id: the list is read whole at once.
    const fields = engine.noIdFilter ? base.fields : column === idKey ? idKey : `${idKey},${column}`
    const light = await this.medusa.get<Record_>(path, {
      token,
      query: { ...base, fields, order, offset: 0, limit: WHOLE_LIST },
    })
    const rows = light[engine.plural]
    const total = typeof light.count === "number" ? light.count : Array.isArray(rows) ? rows.length : 0
    if (!Array.isArray(rows) || total > rows.length) {
      // Too long to read whole: the engine's own page (its order, ties unbroken).
      const answer = await this.medusa.get<Record_>(path, {
        token,
        query: { ...base, offset: request.offset, limit: request.limit, order },
      })
      const data = this.rows(answer)
      return { data, total: typeof answer.count === "number" ? answer.count : request.offset + data.length }
    }
    const ordered = breakTies(
      rows.map((r) => this.shape(r as Record_)),
      column
    )
    if (engine.noIdFilter) return { data: ordered.slice(request.offset, request.offset + request.limit), total }
    const wanted = ordered.slice(request.offset, request.offset + request.limit).map((r) => String(r.id))
    const found = new Map<string, Record_>()
    for (let i = 0; i < wanted.length; i += IDS_PER_CALL) {
      const chunk = wanted.slice(i, i + IDS_PER_CALL)
      const answer = await this.medusa.get<Record_>(path, {
        token,
        query: { ...base, [idKey]: chunk, limit: chunk.length },
      })
      for (const record of this.rows(answer)) found.set(String(record.id), record)
    }
    // A record deleted between the two calls is left out rather than shown half.
    return {
      data: wanted.flatMap((id): Record_[] => {
        const record = found.get(id)
        return record ? [record] : []
      }),
      total,
    }
  }

  /** One record by id. */
  async one(token: string, id: string): Promise<Record_> {
    const { engine } = this
    if (engine.one === "list") {
      const all = engine.unpaged
        ? await this.whole(token, {})
        : this.rows(
            await this.medusa.get<Record_>(engine.path, {
              token,
              query: { [engine.idField ?? "id"]: id, ...(engine.listFields ? { fields: engine.listFields } : {}) },
            })
          )
      const found = all.find((r) => String(r.id) === id)
      if (!found) throw notFound(this.definition, id)
      await this.attach(token, id, found)
      return found
    }
    const path = await this.onePath(token, id)
    const answer = await this.medusa.get<Record_>(path, {
      token,
      query: engine.oneFields ? { fields: engine.oneFields } : undefined,
    })
    // Some engine routes answer `{}` for an id they do not know.
    if (!answer?.[engine.single] || typeof answer[engine.single] !== "object") throw notFound(this.definition, id)
    const record = this.shape(pick(answer, engine.single))
    if (engine.only && !matchesOnly(record, engine.only)) throw notFound(this.definition, id)
    await this.complete(token, id, record)
    await this.attach(token, id, record)
    return record
  }

  /** Fields the record's own route does not answer, read from another (`complete`). */
  private async complete(token: string, id: string, record: Record_) {
    const { complete } = this.engine
    if (!complete || complete.fields.every((name) => record[name] !== undefined)) return
    const answer = await this.medusa.get<Record_>(complete.path.replace(/:id\b/g, encodeURIComponent(id)), {
      token,
      query: { fields: complete.fields.join(",") },
    })
    const source = answer?.[complete.key]
    if (!source || typeof source !== "object") return
    for (const name of complete.fields) record[name] ??= (source as Record_)[name]
  }

  /** Sub-lists the engine serves on their own (a provider's options), read with the record. */
  private async attach(token: string, id: string, record: Record_) {
    for (const [name, { path, key }] of Object.entries(this.engine.attach ?? {})) {
      const answer = await this.medusa.get<Record_>(path.replace(/:id\b/g, encodeURIComponent(id)), { token })
      const value = answer?.[key] ?? []
      // References read as objects ({ id }) become their ids, as the record's own do.
      record[name] =
        this.definition.fields[name]?.type === "references" && Array.isArray(value)
          ? (value as unknown[]).map((v) => (v && typeof v === "object" ? (v as Record_).id : v))
          : value
    }
  }

  async create(token: string, body: Record_): Promise<Record_> {
    const { engine } = this
    let path = engine.create ?? engine.path
    const engineBody = mergeDeep(
      structuredClone(engine.createDefaults ?? {}),
      toEngineBody(this.definition.fields, body)
    )
    if (engine.parent) {
      const parentId = engineBody[engine.parent.field]
      if (typeof parentId !== "string" || !parentId)
        throw new BadRequest(`${engine.parent.field} is required`, { [engine.parent.field]: "is required" })
      delete engineBody[engine.parent.field]
      path = path.replace(`:${engine.parent.param}`, encodeURIComponent(parentId))
    }
    const before = engine.createdIn ? await this.idsIn(token, path, engine.createdIn) : []
    const answer = await this.medusa.post<Record_>(path, { token, body: engineBody })
    if (engine.createdIn) {
      const id = readAll(answer, `${engine.createdIn}.id`)
        .map(String)
        .find((id) => !before.includes(id))
      if (!id)
        throw new EngineError(502, "Bad Gateway", `The engine's answer has no new ${this.definition.label.one[1]}`)
      return this.definition.operations.includes("show") ? this.one(token, id) : { id }
    }
    const created = engine.createdId ? { id: read(answer, engine.createdId) } : this.shape(pick(answer, engine.single))
    if (created.id && this.definition.operations.includes("show")) {
      const record = await this.one(token, str(created.id)).catch(() => created)
      for (const name of engine.revealedOnCreate ?? []) if (created[name]) record[name] = created[name]
      return record
    }
    return created
  }

  /**
   * An update. `check` validates what is left to write once the values the record already has
   * are set aside: a client may send the whole record as it read it (ra-data-simple-rest does,
   * read-only and computed fields included), and what it did not change is no change.
   */
  async update(
    token: string,
    id: string,
    sent: Record_,
    check: (changes: Record_) => void = () => undefined
  ): Promise<Record_> {
    // Some engine routes create, or fail with a 500, for an id they do not know: say it is not there instead.
    const current = this.definition.operations.includes("show") ? await this.one(token, id) : null
    const body = current ? changedFields(sent, current) : sent
    // Fields the engine wants with every update (`update: "always"`) go along with any change.
    if (current && Object.keys(body).length)
      for (const [name, field] of Object.entries(this.definition.fields))
        if (field.update === "always" && body[name] === undefined && (sent[name] ?? current[name]) !== undefined)
          body[name] = sent[name] ?? current[name]
    check(body)
    if (current && !Object.keys(body).length) return current
    const path = await this.onePath(token, id)
    let engineBody = toEngineBody(this.definition.fields, body)
    // Fields kept inside an object (metadata.requires_enrollment) change only their key: the rest of the object stays.
    const nested = Object.keys(body).some((name) => this.definition.fields[name]?.source?.includes("."))
    if (nested) {
      const current = await this.medusa.get<Record_>(path, {
        token,
        query: this.engine.oneFields ? { fields: this.engine.oneFields } : undefined,
      })
      const record = pick(current, this.engine.single)
      for (const [key, value] of Object.entries(engineBody)) {
        if (
          value &&
          typeof value === "object" &&
          !Array.isArray(value) &&
          record[key] &&
          typeof record[key] === "object"
        ) {
          engineBody = { ...engineBody, [key]: mergeDeep(structuredClone(record[key]) as Record_, value as Record_) }
        }
      }
    }
    await this.medusa.post<Record_>(path, { token, body: engineBody })
    return this.definition.operations.includes("show") ? this.one(token, id) : { id, ...body }
  }

  async remove(token: string, id: string): Promise<Record_> {
    // The engine deletes an unknown id "successfully": say it is not there instead.
    const record = this.definition.operations.includes("show") ? await this.one(token, id) : null
    if (!record && this.engine.existsIn) await this.mustExist(token, id, this.engine.existsIn)
    const path = this.engine.remove
      ? this.engine.remove.replace(/:id\b/g, encodeURIComponent(id))
      : await this.onePath(token, id)
    try {
      await this.medusa.delete(path, { token })
    } catch (error) {
      throw await this.explainDelete(token, record, error)
    }
    return { id }
  }

  /**
   * The engine keeps stock that orders hold: a product or inventory item with reservations is not
   * deleted. Said with its name, the units held, and how many orders (and hand-made reservations)
   * hold them — those are the way out.
   */
  private async explainDelete(token: string, record: Record_ | null, error: unknown): Promise<unknown> {
    if (!(error instanceof EngineError)) return error
    const held = /since they have reservations: \[([^\]]*)\]/.exec(error.engineMessage)
    if (!held || !record) return error
    const items = held[1]
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
    const found = await this.medusa
      .get<Record_>("/admin/reservations", {
        token,
        query: { inventory_item_id: items, fields: "id,quantity,line_item_id", limit: WHOLE_LIST },
      })
      .catch(() => null)
    const reservations = (found?.reservations as Record_[] | undefined) ?? []
    if (!reservations.length) return error
    const units = reservations.reduce((sum, r) => sum + Number(r.quantity ?? 0), 0)
    const lines = new Set(reservations.map((r) => r.line_item_id).filter((l): l is string => typeof l === "string"))
    const manual = reservations.filter((r) => typeof r.line_item_id !== "string").length
    // Reserved lines belong to orders not yet fulfilled: those are read to count the orders, a line not found counting as one.
    const open = await this.medusa
      .get<Record_>("/admin/orders", {
        token,
        query: { status: ["pending", "requires_action"], fields: "id,items.id", limit: WHOLE_LIST },
      })
      .catch(() => null)
    const orders = new Set<string>()
    const placed = new Set<string>()
    for (const order of (open?.orders as Record_[] | undefined) ?? [])
      for (const item of (order.items as Record_[] | undefined) ?? [])
        if (lines.has(String(item.id))) {
          orders.add(String(order.id))
          placed.add(String(item.id))
        }
    const orderCount = orders.size + [...lines].filter((l) => !placed.has(l)).length
    const name = this.definition.title(record) || String(record.id)
    return new NotAllowed(REFUSAL_TEXTS.reserved(name, units, orderCount, manual))
  }

  /** A declared flow: its engine call, with path values and body from the inputs, the definition and the record. */
  async action(
    token: string,
    name: string,
    id: string | null,
    input: Record_
  ): Promise<{ id: string | null; result: unknown }> {
    const action = this.definition.actions?.[name] as Action
    // The states the definition allows are the states the engine allows: others are refused here, before the engine.
    if (action.when && id !== null) {
      const record = this.definition.operations.includes("show")
        ? await this.one(token, id)
        : await this.rawOne(token, id)
      if (!offered(action, record)) throw new NotAllowed(this.notNow(name, record))
    }
    const rest: Record_ = { ...input }
    let path = action.path
    if (id !== null) path = path.replace(/:id\b/g, encodeURIComponent(id))
    for (const [, param] of action.path.matchAll(/:([a-z_]+)/g)) {
      if (param === "id") continue
      const value = rest[param]
      if (typeof value !== "string" || !value) throw new BadRequest(`${param} is required`, { [param]: "is required" })
      path = path.replace(`:${param}`, encodeURIComponent(value))
      delete rest[param]
    }
    const body: Record_ = { ...(action.body && id !== null ? action.body(id) : {}) }
    Object.assign(body, toEngineBody(action.input ?? {}, rest))
    const missing = Object.entries(action.fill ?? {}).filter(([key]) => body[key] === undefined)
    if (missing.length && id !== null) {
      const record = await this.rawOne(token, id)
      for (const [key, fill] of missing) {
        const value = fill(record, input)
        if (value !== undefined) body[key] = value
      }
    }
    const method = action.method ?? "POST"
    try {
      const result =
        method === "DELETE"
          ? await this.medusa.delete(path, { token, ...(Object.keys(body).length ? { body } : {}) })
          : await this.medusa.post(path, { token, body })
      return { id, result: result ?? null }
    } catch (error) {
      throw id === null ? error : await this.explainAction(token, id, error)
    }
  }

  /** Why a flow is not offered in the record's state, naming the record (and the way out, where it is known). */
  private notNow(action: string, record: Record_): { es: string; en: string } {
    const name = this.definition.title(record) || String(record.id)
    if (this.definition.name === "orders" && action === "initiateReturn") return REFUSAL_TEXTS.returnNothingSent(name)
    const label = this.definition.label.one
    return REFUSAL_TEXTS.notNow({ es: label[0], en: label[1] }, name)
  }

  /**
   * An engine refusal of a flow, said with the names it concerns where the adapter can find them:
   * items asked back beyond what was fulfilled (a return, or an exchange's or claim's inbound
   * items) name the item and its order. Any other refusal goes on as it came.
   */
  private async explainAction(token: string, id: string, error: unknown): Promise<unknown> {
    if (!(error instanceof EngineError)) return error
    const beyond = /more items than what was fulfilled for item (\S+?)\.?$/.exec(error.engineMessage)
    if (!beyond) return error
    const orderId =
      this.definition.name === "orders"
        ? id
        : (read(await this.rawOne(token, id).catch(() => ({})), "order_id") as string)
    if (typeof orderId !== "string" || !orderId) return error
    const answer = await this.medusa
      .get<Record_>(`/admin/orders/${encodeURIComponent(orderId)}`, {
        token,
        query: { fields: "id,display_id,items.id,items.title,items.product_title,items.variant_title" },
      })
      .catch(() => null)
    const order = answer?.order as Record_ | undefined
    const item = (order?.items as Record_[] | undefined)?.find((i) => i.id === beyond[1])
    if (!order || !item) return error
    const title = [item.product_title ?? item.title, item.variant_title].filter(Boolean).join(" · ")
    return new NotAllowed(REFUSAL_TEXTS.returnMoreThanFulfilled(String(title), `#${String(order.display_id)}`))
  }

  /** The ids at `at` of what the parent named in the create path holds now (`product.variants` of the product). */
  private async idsIn(token: string, createPath: string, at: string): Promise<string[]> {
    const answer = await this.medusa.get<Record_>(createPath.replace(/\/[a-z-]+$/, ""), {
      token,
      query: { fields: `${at.split(".").slice(1).join(".")}.id` },
    })
    return readAll(answer, `${at}.id`).map(String)
  }

  private async mustExist(token: string, id: string, existsIn: NonNullable<ResourceDefinition["engine"]["existsIn"]>) {
    const answer = await this.medusa.get<Record_>(existsIn.path, {
      token,
      query: { fields: existsIn.fields, limit: WHOLE_LIST },
    })
    const ids = readAll(answer, `${existsIn.plural}.${existsIn.at}`).map(String)
    if (!ids.includes(id)) throw notFound(this.definition, id)
  }

  /** The engine's record as it is (for fills): one-fields, no shaping. */
  private async rawOne(token: string, id: string): Promise<Record_> {
    if (this.engine.one === "list") return this.one(token, id)
    const path = await this.onePath(token, id)
    return pick(
      await this.medusa.get<Record_>(path, {
        token,
        query: this.engine.oneFields ? { fields: this.engine.oneFields } : undefined,
      }),
      this.engine.single
    )
  }

  /** A list path may name filters (`/rule-value-options/:rule_type/:attribute`): their values go into the path. */
  private listPath(filters: Query): { path: string; filters: Query } {
    const rest: Query = { ...filters }
    const path = this.engine.path.replace(/:([a-z_]+)/g, (_, name: string) => {
      const value = rest[name]
      if (typeof value !== "string" || !value)
        throw new BadRequest(`filter.${name} is required`, { [name]: "is required" })
      delete rest[name]
      return encodeURIComponent(value)
    })
    return { path, filters: rest }
  }

  private async whole(token: string, query: Query, path = this.engine.path): Promise<Record_[]> {
    const { engine } = this
    const answer = await this.medusa.get<Record_>(path, {
      token,
      query: engine.unpaged ? query : { ...query, limit: WHOLE_LIST, offset: 0 },
    })
    const rows = this.rows(answer)
    return engine.only ? rows.filter((r) => matchesOnly(r, engine.only!)) : rows
  }

  private rows(answer: Record_): Record_[] {
    const list = answer[this.engine.plural]
    if (!Array.isArray(list))
      throw new EngineError(502, "Bad Gateway", `The engine's answer has no ${this.engine.plural}`)
    return list.map((row) => this.shape(row as Record_))
  }

  /** Adds `id` (from idField) and every field read from its `source`; `objects` references become ids. */
  shape(record: Record_): Record_ {
    const shaped: Record_ = { ...record }
    if (this.engine.idField) shaped.id = record[this.engine.idField]
    for (const [name, field] of Object.entries(this.definition.fields)) {
      const from = field.readFrom ?? field.source
      const value = from ? (field.type === "list" ? readAll(record, from) : read(record, from)) : record[name]
      const key = field.readKey ?? (field.objects ? "id" : null)
      if (key && (field.type === "references" || field.type === "strings")) {
        if (Array.isArray(value))
          shaped[name] = (value as unknown[]).map((v) => (v && typeof v === "object" ? (v as Record_)[key] : v))
      } else if (from && value !== undefined) {
        shaped[name] = value
      }
    }
    return shaped
  }

  private async onePath(token: string, id: string): Promise<string> {
    const { engine } = this
    let path = (engine.one ?? `${engine.path}/:id`).replace(/:id\b/g, encodeURIComponent(id))
    if (engine.parent) {
      const answer = await this.medusa.get<Record_>(engine.parent.lookup, {
        token,
        query: { id, fields: `id,${engine.parent.field}`, limit: 1 },
      })
      const found =
        (answer[this.engine.plural] as Record_[] | undefined)?.[0] ??
        (Object.values(answer).find(Array.isArray) as Record_[] | undefined)?.[0]
      const parentId = found?.[engine.parent.field]
      if (typeof parentId !== "string") throw notFound(this.definition, id)
      path = path.replace(`:${engine.parent.param}`, encodeURIComponent(parentId))
    }
    return path
  }
}

/** The record in an answer: under its key, else the first object with an id. */
function pick(answer: Record_, key: string): Record_ {
  const value = answer?.[key]
  if (value && typeof value === "object") return value as Record_
  const other = Object.values(answer ?? {}).find(
    (v) => v && typeof v === "object" && !Array.isArray(v) && "id" in (v as Record_)
  )
  if (other) return other as Record_
  throw new EngineError(502, "Bad Gateway", `The engine's answer has no ${key}`)
}

/** The record path an engine `order` sorts by (`-created_at` → `created_at`); the id when none. */
export function orderColumn(order: string | undefined, idField = "id"): string {
  return order ? order.replace(/^-/, "") : idField
}

/** Rows the engine could not order, ordered by an engine-style `order` (`-title`) and then by id. */
export function sortRows(rows: readonly Record_[], order: string | undefined, idField = "id"): Record_[] {
  const column = orderColumn(order, idField)
  const sign = order?.startsWith("-") ? -1 : 1
  const compare = (a: unknown, b: unknown): number => {
    if (a === b) return 0
    if (a === null || a === undefined) return 1
    if (b === null || b === undefined) return -1
    if (typeof a === "number" && typeof b === "number") return a - b
    return str(a).localeCompare(str(b))
  }
  return [...rows].sort(
    (a, b) =>
      sign * compare(read(a, column), read(b, column)) ||
      (String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0)
  )
}

/**
 * Rows already in the engine's order by `column`: each run of rows with the same
 * value is put in id order, so that every page of a list is the same page every time.
 */
export function breakTies(rows: readonly Record_[], column: string): Record_[] {
  const out: Record_[] = []
  let run: Record_[] = []
  let runValue: string | undefined
  const flush = () => {
    out.push(...run.sort((a, b) => (String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0)))
    run = []
  }
  for (const row of rows) {
    const value = JSON.stringify(read(row, column) ?? null)
    if (run.length && value !== runValue) flush()
    runValue = value
    run.push(row)
  }
  flush()
  return out
}

function matchesOnly(record: Record_, only: Readonly<Record_>): boolean {
  return Object.entries(only).every(([path, value]) => read(record, path) === value)
}

function notFound(definition: ResourceDefinition, id: string) {
  return new NotFound(ADMIN_TEXTS.notFound({ es: definition.label.one[0], en: definition.label.one[1] }, id))
}

function mergeDeep(target: Record_, source: Record_): Record_ {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key]
    if (
      value &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      current &&
      typeof current === "object" &&
      !Array.isArray(current)
    ) {
      target[key] = mergeDeep(current as Record_, value as Record_)
    } else target[key] = value
  }
  return target
}

export type { Field }
