/**
 * A small browser for driving the identity provider's pages over real HTTP:
 * a cookie jar per host, manual redirects, and form posts. Enough for the
 * authorization-code flow; no JavaScript.
 */
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>()
  /** Every URL this browser requested, in order. */
  readonly visited: string[] = []

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url)
    const headers: Record<string, string> = { accept: "text/html", "accept-language": "es" }
    const cookies = this.cookieHeader(target.host)
    if (cookies) headers.cookie = cookies
    let body: string | undefined
    if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded"
      body = new URLSearchParams(init.form).toString()
    }
    this.visited.push(target.href)
    const response = await fetch(target, {
      method: init.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      redirect: "manual",
    })
    this.keepCookies(target.host, response)
    return response
  }

  /** Follows redirects from `url` until one leaves for `stopAt` (returned, not requested) or a page answers. */
  async follow(
    url: string,
    stopAt: string,
    init: { method?: string; form?: Record<string, string> } = {}
  ): Promise<{ stoppedAt?: URL; page?: Response }> {
    let response = await this.request(url, init)
    let current = new URL(url)
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get("location")
      if (response.status < 300 || response.status >= 400 || !location) return { page: response }
      await response.body?.cancel()
      const next = new URL(location, current)
      if (next.href.startsWith(stopAt)) return { stoppedAt: next }
      current = next
      response = await this.request(next.href)
    }
    throw new Error(`too many redirects from ${url}`)
  }

  private cookieHeader(host: string): string {
    return [...(this.jar.get(host) ?? new Map()).entries()].map(([name, value]) => `${name}=${value}`).join("; ")
  }

  private keepCookies(host: string, response: Response) {
    const cookies = this.jar.get(host) ?? new Map<string, string>()
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";")
      const index = pair.indexOf("=")
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]) < Date.now())
      )
      if (expired || !value) cookies.delete(name)
      else cookies.set(name, value)
    }
    this.jar.set(host, cookies)
  }
}

/** The sign-in form's action on a provider page, made absolute. */
export function formAction(html: string, pageUrl: string): string {
  const match = /<form[^>]*action="([^"]+)"/i.exec(html)
  if (!match) throw new Error("no form on the page")
  return new URL(match[1].replace(/&amp;/g, "&"), pageUrl).href
}

/**
 * Signs in at the provider as a person would: opens `location`, fills the
 * sign-in form, and follows the redirects back to `redirectUri`; returns the
 * callback's parameters (code, state, iss).
 */
export async function signInAtProvider(
  browser: Browser,
  location: string,
  credentials: { email: string; password: string },
  redirectUri: string
): Promise<{ code: string; state: string; iss: string | null; url: URL }> {
  const first = await browser.follow(location, redirectUri)
  let callback = first.stoppedAt
  if (!callback) {
    // The provider showed its sign-in page.
    const page = first.page!
    const pageUrl = browser.visited[browser.visited.length - 1]
    const html = await page.text()
    const submitted = await browser.follow(formAction(html, pageUrl), redirectUri, { form: credentials })
    if (!submitted.stoppedAt)
      throw new Error(`the provider did not send the browser back (status ${submitted.page?.status})`)
    callback = submitted.stoppedAt
  }
  const code = callback.searchParams.get("code")
  const state = callback.searchParams.get("state")
  if (!code || !state) throw new Error(`callback without code or state: ${callback.searchParams.get("error") ?? "?"}`)
  return { code, state, iss: callback.searchParams.get("iss"), url: callback }
}
