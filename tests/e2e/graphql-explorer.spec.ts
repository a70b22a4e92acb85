import { base, expect, go, test } from "./support.js"

/**
 * The GraphQL explorer a developer opens at /graphql (gateway/src/graphql/explorer.ts): GraphiQL from
 * the shop's own files, so it works with no internet. Every request to another host is aborted and
 * recorded — the test fails if the page even tried one — and the page's policy (a nonce per answer)
 * must report no violation (the suite's `test` watches it).
 */
test("GET /graphql opens the explorer offline, and it runs a typed query against the shop", async ({
  page,
  context,
  request,
}) => {
  const ours = new URL(base()).host
  const outside: string[] = []
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url())
    if (url.host === ours) return route.continue()
    outside.push(url.href)
    return route.abort("internetdisconnected")
  })

  const answer = await go(page, "/graphql")
  expect(answer?.status()).toBe(200)
  const policy = (await answer!.allHeaders())["content-security-policy"]
  const nonce = policy.match(/script-src 'nonce-([^']+)' 'strict-dynamic'/)?.[1]
  expect(nonce, policy).toBeTruthy()
  // Every script of the page carries this answer's nonce, and only the shop's own files are named.
  const scripts = await page
    .locator("script")
    .evaluateAll((all: HTMLScriptElement[]) => all.map((script) => ({ nonce: script.nonce, src: script.src })))
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) {
    expect(script.nonce).toBe(nonce)
    expect(new URL(script.src).host).toBe(ours)
  }

  // The editor is there once the schema came back by introspection (the docs list the root type).
  const editor = page.locator(".graphiql-query-editor .monaco-editor").first()
  await expect(editor).toBeVisible()
  await page.getByRole("button", { name: /documentation explorer/i }).click()
  await expect(page.getByText("Query", { exact: true }).first()).toBeVisible()

  // A developer replaces the example with a query of their own and runs it.
  await editor.click()
  await page.keyboard.press("Control+A")
  await page.keyboard.press("Delete")
  await page.keyboard.type("{ regions { name currencyCode } }")
  await page.getByRole("button", { name: /execute query/i }).click()

  // What the explorer shows is what the shop answers the same query.
  const expected = await request.post(`${base()}/graphql`, {
    headers: { "content-type": "application/json" },
    data: { query: "{ regions { name currencyCode } }" },
  })
  const { data } = (await expected.json()) as { data: { regions: { name: string; currencyCode: string }[] } }
  expect(data.regions.length).toBeGreaterThan(0)
  const result = page.locator(".graphiql-response")
  for (const region of data.regions) {
    await expect(result).toContainText(`"name": "${region.name}"`)
    await expect(result).toContainText(`"currencyCode": "${region.currencyCode}"`)
  }
  expect(outside, "requests that tried to leave the machine").toEqual([])
})
