import { expect, go, settled, test } from "./support.js"

/** Issue #18: in English the seeded catalogue is English — titles and option names — drawn on the server and after a switch. */
test("English mode shows English product titles and option names, after a switch and on a page drawn by the server", async ({
  page,
}) => {
  await go(page, "/products/proteina-vegetal")
  await expect(page.getByRole("heading", { level: 1, name: "Proteína Vegetal" })).toBeVisible()
  await expect(page.getByRole("group", { name: /^Sabor: / })).toBeVisible()
  await settled(page)

  // The switch reads the page again in English.
  await page.getByLabel("Idioma").selectOption("en")
  await expect(page.getByRole("heading", { level: 1, name: "Plant Protein" })).toBeVisible()
  const flavour = page.getByRole("group", { name: /^Flavour: / })
  await expect(flavour).toBeVisible()
  await expect(page.getByRole("group", { name: /^Size: / })).toBeVisible()
  await expect(flavour.getByRole("radio", { name: "Vanilla" })).toHaveCount(1)
  await expect(page.getByText("Sabor", { exact: false })).toHaveCount(0)

  // Opened directly (drawn by the server from the language cookie), and the catalogue list.
  await page.reload()
  await expect(page.getByRole("heading", { level: 1, name: "Plant Protein" })).toBeVisible()
  await go(page, "/products?q=verde")
  await expect(page.getByRole("link", { name: /Herbal Green Tea/ }).first()).toBeVisible()
  await expect(page.getByText("Té Verde Herbal")).toHaveCount(0)

  // And back: Spanish is the catalogue's own language.
  await page.getByLabel("Language").selectOption("es")
  await expect(page.getByRole("link", { name: /Té Verde Herbal/ }).first()).toBeVisible()
})
