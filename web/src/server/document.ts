/**
 * The finished HTML document of a page drawn on the server: the browser build's index.html with
 * the page in it. The storefront owns this (it knows its own template and build manifest); the
 * gateway only mounts the result. Server-only (node:crypto).
 *
 * The template is read once per build (`prepareDocument`): it is cut at Vite's module script and
 * preloads and at the page markers, so a page is a concatenation of fixed parts, not a pass of
 * regular expressions over the whole template for every request.
 */
import { createHash } from "node:crypto"
import type { Language } from "../i18n"
import type { Manifest } from "./contract"

/** What the drawn page puts into the template. */
export interface PageContent {
  /** The markup for inside <div id="root">. */
  html: string
  title: string
  language: Language
  /** The boot script element's JSON (app/boot.ts), already safe inside <script>; null for a page's frame, which the browser does not take over. */
  boot: string | null
  /** The source files of the pages drawn (the manifest's keys), for their chunks and styles. */
  pages: string[]
}

/** A build's template cut into its fixed parts, with what its entry already loads. */
export interface PreparedDocument {
  manifest: Manifest
  /** Up to `<html lang="…">` (the doctype) … */
  start: string
  /** … from after `<html lang="…">` to `<title>` … */
  beforeTitle: string
  /** … from `</title>` to `</head>` … */
  beforeHeadEnd: string
  /** … from `</head>` to the page marker … */
  beforePage: string
  /** … from the end marker to `</body>`, and the rest. */
  beforeBodyEnd: string
  afterBodyEnd: string
  /** The entry module and the chunks the template preloaded (the loader asks for them after the first paint). */
  entry: string
  preloads: string[]
  /** Manifest keys the entry loads on every page. */
  initial: Set<string>
  initialCss: Set<string>
}

/**
 * The inline loader: once the page has been painted — its first contentful paint, and the frame
 * after the window's load (the above-the-fold images drawn) — preload the chunks and start the
 * app's entry module, both read from the page's `vitalia-chunks` element. A hidden tab paints
 * nothing, so it starts at once; so does a browser without paint timing; 3 s is the latest start.
 * The same text on every page, so a Content-Security-Policy can allow it by its hash.
 */
export const LOADER_SCRIPT =
  `(function(){var done=false,painted=false,loaded=false;function go(){if(done)return;done=true;var h=document.head;` +
  `var c=JSON.parse(document.getElementById("vitalia-chunks").textContent);` +
  `c.preloads.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;h.appendChild(l)});` +
  `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=c.entry;h.appendChild(s)}` +
  `function next(){if(painted&&loaded)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
  `if(document.visibilityState==="hidden")return go();setTimeout(go,3000);` +
  `if(document.readyState==="complete")loaded=true;else addEventListener("load",function(){loaded=true;next()});` +
  `try{new PerformanceObserver(function(l){if(!painted&&l.getEntriesByName("first-contentful-paint").length){painted=true;next()}}).observe({type:"paint",buffered:true})}catch(e){go()}})()`

/** The loader's CSP source expression ('sha256-…'): the one inline script a drawn page runs. */
export const LOADER_SCRIPT_HASH = `'sha256-${createHash("sha256").update(LOADER_SCRIPT).digest("base64")}'`

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/** Cuts a build's index.html into its parts; throws when the template lacks a part it must have. */
export function prepareDocument(template: string, manifest: Manifest): PreparedDocument {
  let entry = ""
  const preloads: string[] = []
  const shell = template
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      entry = src
      return ""
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href)
      return ""
    })
  const cut = (text: string, marker: RegExp | string, name: string): [string, string] => {
    const match =
      typeof marker === "string"
        ? { index: text.indexOf(marker), length: marker.length }
        : (() => {
            const found = marker.exec(text)
            return { index: found ? found.index : -1, length: found ? found[0].length : 0 }
          })()
    if (match.index < 0) throw new Error(`the storefront's index.html has no ${name}`)
    return [text.slice(0, match.index), text.slice(match.index + match.length)]
  }
  const [start, afterHtml] = cut(shell, /<html lang="[^"]*">/, "<html lang>")
  const [beforeTitle, afterTitleStart] = cut(afterHtml, /<title>[^<]*<\/title>/, "<title>")
  const [beforeHeadEnd, afterHead] = cut(afterTitleStart, "</head>", "</head>")
  const [beforePage, afterPageStart] = cut(afterHead, /<!--page-->[\s\S]*<!--\/page-->/, "<!--page--> markers")
  const [beforeBodyEnd, afterBodyEnd] = cut(afterPageStart, "</body>", "</body>")
  const initial = new Set<string>()
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (entryKey) collect(manifest, entryKey, initial)
  return {
    manifest,
    start,
    beforeTitle,
    beforeHeadEnd,
    beforePage,
    beforeBodyEnd,
    afterBodyEnd,
    entry,
    preloads,
    initial,
    initialCss: new Set([...initial].flatMap((key) => manifest[key].css ?? [])),
  }
}

/** The page in the shell: language, title, the page's styles, its markup, boot data and the loader. */
export function finishDocument(prepared: PreparedDocument, page: PageContent): string {
  const { css, js } = pageAssets(prepared, page.pages)
  const styles = css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join("")
  const chunks = prepared.entry
    ? { entry: prepared.entry, preloads: [...prepared.preloads, ...js.map((file) => `/${file}`)] }
    : null
  const loader = chunks
    ? `<script id="vitalia-chunks" type="application/json">${JSON.stringify(chunks).replace(/</g, "\\u003c")}</script><script>${LOADER_SCRIPT}</script>`
    : ""
  return (
    prepared.start +
    `<html lang="${page.language}">` +
    prepared.beforeTitle +
    `<title>${escapeHtml(page.title)}</title>` +
    prepared.beforeHeadEnd +
    styles +
    "</head>" +
    prepared.beforePage +
    page.html +
    prepared.beforeBodyEnd +
    (page.boot === null ? "" : `<script id="vitalia-boot" type="application/json">${page.boot}</script>`) +
    `${loader}</body>` +
    prepared.afterBodyEnd
  )
}

/** The chunks and styles the drawn pages need beyond what the entry already loads. */
export function pageAssets(
  prepared: Pick<PreparedDocument, "manifest" | "initial" | "initialCss">,
  pages: string[]
): { css: string[]; js: string[] } {
  const loaded = new Set<string>()
  for (const page of pages) collect(prepared.manifest, page, loaded)
  const needed = [...loaded].filter((key) => !prepared.initial.has(key))
  return {
    js: needed.map((key) => prepared.manifest[key].file),
    css: [...new Set(needed.flatMap((key) => prepared.manifest[key].css ?? []))].filter(
      (file) => !prepared.initialCss.has(file)
    ),
  }
}

function collect(manifest: Manifest, key: string, into: Set<string>) {
  if (into.has(key) || !manifest[key]) return
  into.add(key)
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into)
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!)
}
