import { expect, expectAccessible, go, settled, test } from "./support.js"

/** Product search in the storefront: suggestions as you type on a phone, and the results page's facets. */

test.describe("búsqueda", () => {
  test("on a phone, typing “prot” shows suggestions; ↓ and Enter open the product", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await go(page, "/")
    await settled(page)
    await page.getByRole("button", { name: "Abrir menú" }).click()
    const box = page.getByRole("dialog").getByRole("combobox", { name: "Buscar productos" })
    await box.fill("prot")
    const list = page.getByRole("dialog").getByRole("listbox", { name: "Sugerencias" })
    await expect(list).toBeVisible()
    const options = list.getByRole("option")
    await expect(options.first()).toBeVisible()
    const titles = await options.allInnerTexts()
    expect(titles.some((t) => /prote/i.test(t))).toBe(true)
    await expect(box).toHaveAttribute("aria-expanded", "true")
    await expectAccessible(page, "search suggestions")
    await box.press("ArrowDown")
    await expect(options.first()).toHaveAttribute("aria-selected", "true")
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!)
    await box.press("Enter")
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/)
    await expect(page.getByRole("heading", { level: 1, name: titles[0].trim() })).toBeVisible()
  })

  test("the results page's facets narrow the list, and “did you mean” corrects a typo", async ({ page }) => {
    await go(page, "/search?q=vitamina")
    await settled(page)
    const count = page.locator(".catalog-count")
    await expect(count).toHaveText(/\d+ productos?/)
    const before = Number((await count.innerText()).match(/\d+/)![0])
    const facets = page.getByRole("complementary", { name: "Filtrar" })
    const category = facets.getByRole("group", { name: "Categoría" }).getByRole("checkbox").first()
    const label = await facets.getByRole("group", { name: "Categoría" }).locator("label").first().innerText()
    const expected = Number(label.match(/\((\d+)\)/)![1])
    expect(expected).toBeLessThan(before)
    // A controlled checkbox: it shows the URL's state, which the click changes a moment later.
    await category.click()
    await expect(category).toBeChecked()
    await expect(page).toHaveURL(/cat=/)
    await expect(count).toHaveText(expected === 1 ? "1 producto" : `${expected} productos`)
    await expect(page.getByRole("list", { name: /Resultados de/ }).getByRole("listitem")).toHaveCount(expected)
    await expectAccessible(page, "search results")

    await go(page, "/search?q=magnezio")
    await settled(page)
    await page.getByRole("link", { name: "magnesio", exact: true }).click()
    await expect(page).toHaveURL(/q=magnesio/)
    await expect(page.getByRole("heading", { level: 1, name: "Resultados de «magnesio»" })).toBeVisible()
  })

  test("a search that answers slowly is checked for accessibility once its results are in, not while the last ones are dimmed", async ({
    page,
  }) => {
    await go(page, "/products")
    await settled(page)
    // The catalogue's answer to the search held back two seconds: meanwhile the list shows the
    // earlier results, dimmed (web/src/pages/catalog/ProductPages.tsx). A run of the browser suite checked
    // in that moment, or in the fade back, and found the dimmed cards' contrast too low.
    await page.route("**/graphql", async (route) => {
      const body = route.request().postData() ?? ""
      if (body.includes("ProductList") && body.includes("HC FIT")) await new Promise((r) => setTimeout(r, 2000))
      await route.continue()
    })
    await page.getByRole("searchbox", { name: "Buscar en el catálogo" }).fill("HC FIT")
    await page.getByRole("searchbox", { name: "Buscar en el catálogo" }).press("Enter")
    await expect(page.getByRole("heading", { level: 1, name: "Resultados para “HC FIT”" })).toBeVisible()
    await expectAccessible(page, "products, a slow search")
    await expect(page.getByRole("link", { name: "HC FIT", exact: true })).toBeVisible()
  })
})
