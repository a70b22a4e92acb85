import { i18nProvider } from "./i18n/index.js"

/**
 * A call to the gateway from the back-office: same-origin (the session is an httpOnly cookie), in
 * the back-office's own language rather than the browser's, so what the gateway answers — a refused
 * sign-in, a refused flow — is said in the language on screen. The data provider's calls
 * (dataProvider.ts) send the same header.
 */
export function adminFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set("accept-language", i18nProvider.getLocale())
  return fetch(url, { credentials: "same-origin", ...init, headers })
}
