/**
 * The storefront drawn on the server. The gateway (gateway/src/web/storefront-renderer.ts) loads
 * the build of this file (web/dist-server), hands it the browser build's index.html and manifest
 * once (`createStorefrontServer`), and calls `render` for a page request: startup runs with the
 * saved values the browser mirrors into cookies, the page's queries run through the gateway's own
 * GraphQL endpoint in-process (the `fetch` it hands in), and the page comes back as the finished
 * document (server/document.ts) with the data the browser needs to take over without asking
 * again (app/boot.ts). What it offers is typed in server/contract.ts.
 */
import { prerenderStatic } from "@apollo/client/react/ssr"
import { renderToString } from "react-dom/server"
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom"
import { createApolloClient } from "./apollo"
import { serializeBoot } from "./app/boot"
import { createNoticeCenter } from "./app/notices"
import { apolloShopApi } from "./app/shop-api"
import { ShopTree } from "./app/ShopTree"
import { ServerTitle } from "./components/DocumentTitle"
import { ShellMode } from "./components/PageShell"
import type { Language } from "./i18n"
import { routes, type PageHandle } from "./router"
import { ShopStore } from "./state/shop-store"
import type { RenderRequest, StorefrontBuild, StorefrontServer } from "./server/contract"
import { finishDocument, LOADER_SCRIPT_HASH, prepareDocument, type PageContent } from "./server/document"
import { cookieStore, KEYS, SERVER_KEYS, storedLanguage } from "./state/storage"

/** One route matcher for every request (the matched lazy pages load once, then stay loaded). */
const handler = createStaticHandler(routes)

/** The server for one browser build: its template read once, then a finished document per page. */
export function createStorefrontServer(build: StorefrontBuild): StorefrontServer {
  const prepared = prepareDocument(build.template, build.manifest)
  return {
    async render(request) {
      const page = await drawPage(request)
      if (!page) return null
      return { document: finishDocument(prepared, page), language: page.language, scriptHashes: [LOADER_SCRIPT_HASH] }
    },
  }
}

/**
 * Draws the page at `url`; null when the server does not draw it (not a catalog page, a redirect,
 * or startup failed) — the gateway then sends the plain shell and the browser starts on its own.
 *
 * A shopper's own page (cart, checkout, sign-in, account, enrollment: a route with a `shell`) is
 * drawn as its frame only (components/PageShell.tsx), as for a new visitor: without the saved cart
 * and with the GraphQL requests sent without credentials (the gateway then forwards no session), so
 * nothing of the shopper's is in it. It carries no boot data: the browser starts on its own and
 * draws the page in the frame's place once startup and the page's code are there (main.tsx).
 */
async function drawPage(request: RenderRequest): Promise<PageContent | null> {
  const context = await handler.query(
    new Request(new URL(request.url, "http://storefront.local"), { signal: request.signal })
  )
  if (context instanceof Response) return null
  const handles = context.matches.map((match) => match.route.handle as PageHandle | undefined)
  const leaf = handles.at(-1)
  const shell = Boolean(leaf?.shell)
  if (!leaf?.server && !shell) return null

  const saved = cookieStore(request.cookie)
  const storage = shell ? cookieStore(undefined) : saved
  if (shell)
    for (const key of SERVER_KEYS)
      if (key !== KEYS.cart && saved.getItem(key) !== null) storage.setItem(key, saved.getItem(key)!)
  const seen = Object.fromEntries(SERVER_KEYS.map((key) => [key, storage.getItem(key)]))
  const language: Language = storedLanguage(storage)
  const fetchAs: typeof fetch = shell
    ? (input, init) => request.fetch(input, { ...init, credentials: "omit" })
    : request.fetch

  const apollo = createApolloClient({
    uri: "http://storefront.local/graphql",
    fetch: fetchAs,
    ssrMode: true,
    language: () => language,
  })
  const notices = createNoticeCenter()
  const store = new ShopStore({
    api: apolloShopApi(apollo),
    storage,
    logger: { warn: () => undefined, error: () => undefined },
    // The browser adopts the cart this page carries: a saved cart the server cannot read is never
    // replaced here by a new empty one — the page goes out as the plain shell instead (shop-store.ts).
    keepUnreadableCart: true,
  })
  try {
    await store.init()
  } catch {
    return null
  }
  const shop = store.snapshot()
  if (!shop) return null

  let title = ""
  const router = createStaticRouter(handler.dataRoutes, context)
  const { result, aborted } = await prerenderStatic({
    tree: (
      <ServerTitle.Provider value={(full) => void (title = full)}>
        <ShellMode.Provider value={shell}>
          <ShopTree apollo={apollo} store={store} notices={notices} language={language}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ShopTree>
        </ShellMode.Provider>
      </ServerTitle.Provider>
    ),
    renderFunction: renderToString,
    signal: request.signal,
    maxRerenders: 6,
  })
  if (aborted) return null
  return {
    html: result,
    title,
    language,
    boot: shell ? null : serializeBoot({ seen, shop, apollo: apollo.extract() as Record<string, unknown>, language }),
    pages: handles.map((handle) => handle?.page).filter((page): page is string => Boolean(page)),
  }
}
