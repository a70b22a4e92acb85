import { shopError } from "../errors.js"

/** Opaque page cursors: the offset of the next item, so every list pages the same way. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString("base64url")
}

export function decodeCursor(cursor: string | null | undefined): number {
  if (!cursor) return 0
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, "base64url").toString())
  if (!match) throw shopError("INVALID_CURSOR", undefined, { field: "after" })
  return Number(match[1])
}

/** Checks `first` against the allowed page size. */
export function pageSize(first: number | null | undefined, max = 100, fallback = 12): number {
  const size = first ?? fallback
  if (!Number.isInteger(size) || size < 1 || size > max) {
    throw shopError("PAGE_SIZE", { max }, { field: "first", limit: { min: 1, max } })
  }
  return size
}

/** The page info of a list read at `offset` that returned `length` of `count` items. */
export function pageInfo(offset: number, length: number, count: number) {
  const end = offset + length
  return { hasNextPage: end < count, hasPreviousPage: offset > 0, endCursor: length ? encodeCursor(end) : null }
}
