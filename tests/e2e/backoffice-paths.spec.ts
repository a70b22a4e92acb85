import type { Page } from "@playwright/test"
import { signIn } from "./backoffice.js"
import { base, expect, test } from "./support.js"

/**
 * The back-office the way staff move through it, not one address at a time: the products list
 * first (its rows are partial records: no options, variants with only their ids), then a row,
 * its editor, back to the list and forward again. Every screen must draw from whatever record
 * react-admin holds at that moment — the list's partial one or the full one — with no error
 * screen ("Algo salió mal"), no uncaught page error and no console error.
 */

/** Page errors and console errors of the page, collected from the start. */
function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`))
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${page.url()}: console: ${message.text()}`)
  })
  return problems
}

/** The product editor has drawn: its variants panel and no error screen. */
async function editorShown(page: Page, title: string) {
  await expect(page.getByRole("button", { name: "Guardar variantes y precios" })).toBeVisible()
  await expect(page.getByRole("textbox", { name: /^Nombre(\s*\*)?$/ })).toHaveValue(title)
  await expect(page.getByRole("table", { name: "Variantes y precios" })).toBeVisible()
  await expect(page.getByText("Algo salió mal")).toHaveCount(0)
}

test.describe("la administración, desde las listas", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("el editor de un producto se abre desde la lista de productos, y atrás y adelante", async ({ page }) => {
    test.setTimeout(240_000)
    await signIn(page)
    // From here on: before signing in, the app's session check is answered 401 by design.
    const problems = watchProblems(page)

    // The menu's products list, then a row (its detail), then Edit.
    await page.getByRole("menuitem", { name: "Productos", exact: true }).click()
    await expect(page).toHaveURL(/#\/products(\?.*)?$/)
    const rows = page.locator(".MuiTableBody-root tr")
    await expect(rows.first()).toBeVisible()
    // The name column (the first is the picture), once the list's answer has drawn it: while the list
    // loads, react-admin shows rows of empty placeholder cells, which a busy machine keeps on screen
    // long enough to be read (an empty name, in a full run of 30d6a89).
    const nameOf = async (row: ReturnType<Page["locator"]>) => {
      const name = row.locator("td").nth(1)
      await expect(name).toHaveText(/\S/)
      return (await name.innerText()).trim()
    }
    const title = await nameOf(rows.first())
    await rows.first().locator("td").nth(1).click()
    await expect(page).toHaveURL(/#\/products\/prod_[^/]+\/show$/)
    await page.getByRole("link", { name: "Editar" }).click()
    await expect(page).toHaveURL(/#\/products\/prod_[^/]+$/)
    await editorShown(page, title)

    // Back to the list (through the detail) and forward again to the editor.
    await page.goBack()
    await expect(page).toHaveURL(/#\/products\/prod_[^/]+\/show$/)
    await page.goBack()
    await expect(page).toHaveURL(/#\/products(\?.*)?$/)
    await expect(rows.first()).toBeVisible()
    await page.goForward()
    await page.goForward()
    await expect(page).toHaveURL(/#\/products\/prod_[^/]+$/)
    await editorShown(page, title)

    // Another product's editor straight from the list (a link into the app, as a bookmark or a
    // reference does): react-admin holds only the list's partial record of it.
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(/#\/products(\?.*)?$/)
    const other = rows.nth(1)
    const otherTitle = await nameOf(other)
    // The search is a filter, not a ranking: a kit that holds this product matches its name too, and
    // comes first or not by the list's order. The product is the match with exactly its name.
    const found = (await (
      await page.request.get(
        `${base()}/admin-api/products?filter=${encodeURIComponent(JSON.stringify({ q: otherTitle }))}&range=[0,49]`
      )
    ).json()) as { id: string; title: string }[]
    const otherId = found.find((product) => product.title === otherTitle)?.id
    expect(otherId, `the product named ${otherTitle}`).toBeDefined()
    await page.evaluate(
      (to) => {
        window.location.hash = to
      },
      `#/products/${encodeURIComponent(otherId!)}`
    )
    await editorShown(page, otherTitle)
    await page.goBack()
    await expect(page).toHaveURL(/#\/products(\?.*)?$/)
    await page.goForward()
    await editorShown(page, otherTitle)

    expect(problems, "errors in the page").toEqual([])
  })
})
