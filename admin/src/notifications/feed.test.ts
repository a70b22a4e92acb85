import { describe, expect, it } from "vitest"
import { feedNotice } from "./NotificationShow.js"

describe("the engine's staff announcements in the back-office's words", () => {
  it("a finished product export: ready, with its file", () => {
    const notice = feedNotice({
      title: "Product export",
      description: "Product export completed successfully!",
      file: {
        filename: "1732400000000-product-exports.csv",
        url: "https://tienda.example/static/private-1732400000000-product-exports.csv",
      },
    })
    expect(notice).toEqual({
      key: "admin.feed.export_ready",
      what: "products",
      file: {
        filename: "1732400000000-product-exports.csv",
        url: "https://tienda.example/static/private-1732400000000-product-exports.csv",
      },
    })
  })

  it("a failed export, and imports that finished or failed, of products or orders", () => {
    expect(
      feedNotice({ title: "Product export", description: "Failed to export products, please try again later." })
    ).toEqual({ key: "admin.feed.export_failed", what: "products", file: undefined })
    expect(
      feedNotice({ title: "Product import", description: "Product import of file a.csv completed successfully!" })
    ).toEqual({ key: "admin.feed.import_done", what: "products" })
    expect(feedNotice({ title: "Product import", description: "Failed to import products from file a.csv" })).toEqual({
      key: "admin.feed.import_failed",
      what: "products",
    })
    expect(
      feedNotice({ title: "Order export", file: { url: "https://tienda.example/static/private-1-orders.csv" } })
    ).toMatchObject({ key: "admin.feed.export_ready", what: "orders", file: { filename: "private-1-orders.csv" } })
  })
})
