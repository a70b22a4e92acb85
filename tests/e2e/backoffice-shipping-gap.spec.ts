import { adminApi, signIn } from "./backoffice.js"
import { base, expect, test } from "./support.js"

/**
 * The product editor warns where a product could be ordered but not sent (admin/src/products/shipping.ts):
 * a product of a shipping profile with no shipping option in a region it is sold in (dollars: the
 * United States) is named there on its editor; one with the shop's own profile is not.
 */
test.describe("el aviso de envío del producto", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("el editor avisa de la región donde el perfil de envío del producto no tiene opción", async ({ page }) => {
    const unique = Date.now().toString(36)
    const api = await adminApi()
    const product = (handle: string, profile?: string) =>
      api.post<{ id: string }>("/admin-api/products", {
        title: `Producto ${handle}`,
        handle,
        status: "published",
        ...(profile ? { shipping_profile_id: profile } : {}),
        options: [{ title: "Tamaño", values: ["Único"] }],
        variants: [{ title: "Único", options: { Tamaño: "Único" }, prices: [{ currency_code: "usd", amount: 9 }] }],
      })
    const cold = await api.post<{ id: string }>("/admin-api/shipping-profiles", {
      name: `Frío ${unique}`,
      type: "cold",
    })
    const unshippable = await product(`producto-frio-${unique}`, cold.id)
    const shippable = await product(`producto-normal-${unique}`)
    await api.dispose()

    await signIn(page)
    await page.goto(`${base()}/admin/#/products/${unshippable.id}`)
    const warning = page.getByTestId("shipping-gap")
    await expect(warning).toBeVisible()
    await expect(warning).toContainText("Este producto se vende en")
    await expect(warning).toContainText("Estados Unidos")
    await expect(warning).toContainText("Ajustes → Opciones de envío")

    // The warning is drawn from the regions and shipping options read for the editor: once both are in, none shows.
    const read = (what: string) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === `/admin-api/${what}` && response.ok())
    const both = Promise.all([read("regions"), read("shipping-options")])
    await page.goto(`${base()}/admin/#/products/${shippable.id}`)
    await both
    await expect(page.locator(".RaEdit-main form")).toBeVisible()
    await expect(page.getByTestId("shipping-gap")).toHaveCount(0)
  })
})
