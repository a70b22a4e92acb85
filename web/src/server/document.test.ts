import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { finishDocument, LOADER_SCRIPT, LOADER_SCRIPT_HASH, pageAssets, prepareDocument } from "./document"

const manifest = {
  "index.html": {
    file: "assets/index-A.js",
    isEntry: true,
    imports: ["_vendor-V.js", "_Icon-I.js"],
    css: ["assets/index-A.css"],
  },
  "_vendor-V.js": { file: "assets/vendor-V.js" },
  "_Icon-I.js": { file: "assets/Icon-I.js" },
  "_Money-M.js": { file: "assets/Money-M.js", imports: ["_vendor-V.js"] },
  "src/pages/home/Home.tsx": {
    file: "assets/Home-H.js",
    imports: ["_Money-M.js", "_Icon-I.js"],
    css: ["assets/Home-H.css"],
  },
}

const template = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Vitalia</title>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-V.js">
<link rel="stylesheet" crossorigin href="/assets/index-A.css">
</head><body><div id="root"><!--page--><div class="boot"></div><!--/page--></div></body></html>`

describe("a drawn page's document (web/src/server/document.ts)", () => {
  it("pageAssets: the page's chunks and styles beyond what the entry already loads", () => {
    const prepared = prepareDocument(template, manifest)
    expect(pageAssets(prepared, ["src/pages/home/Home.tsx"])).toEqual({
      js: ["assets/Home-H.js", "assets/Money-M.js"],
      css: ["assets/Home-H.css"],
    })
    expect(pageAssets(prepared, ["src/pages/missing.tsx"])).toEqual({ js: [], css: [] })
  })

  it("language, escaped title, styles, markup with $ patterns intact, boot data and the loader instead of the module script", () => {
    const html = finishDocument(prepareDocument(template, manifest), {
      html: `<main>Precio $& $' $1 US$ 15</main>`,
      title: `Té <b>"verde"</b> · Vitalia`,
      language: "en",
      boot: `{"a":1}`,
      pages: ["src/pages/home/Home.tsx"],
    })
    expect(html.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>')).toBe(true)
    expect(html).toContain("<title>Té &lt;b&gt;&quot;verde&quot;&lt;/b&gt; · Vitalia</title>")
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-A.css">\n<link rel="stylesheet" crossorigin href="/assets/Home-H.css"></head>'
    )
    expect(html).toContain(`<div id="root"><main>Precio $& $' $1 US$ 15</main></div>`)
    expect(html).toContain(`<script id="vitalia-boot" type="application/json">{"a":1}</script>`)
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain(
      `<script id="vitalia-chunks" type="application/json">{"entry":"/assets/index-A.js","preloads":["/assets/vendor-V.js","/assets/Home-H.js","/assets/Money-M.js"]}</script>`
    )
    expect(html).toContain(`<script>${LOADER_SCRIPT}</script></body></html>`)
  })

  it("the loader is the same text on every page, allowed by one hash", () => {
    expect(LOADER_SCRIPT_HASH).toBe(`'sha256-${createHash("sha256").update(LOADER_SCRIPT).digest("base64")}'`)
    const prepared = prepareDocument(template, manifest)
    const page = { html: "", title: "", language: "es" as const, boot: "{}", pages: [] }
    const inline = [...finishDocument(prepared, page).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]
    )
    expect(inline).toEqual([LOADER_SCRIPT])
  })

  it("a page's frame (no boot data: the browser does not take it over) still carries its styles, chunks and the loader", () => {
    const html = finishDocument(prepareDocument(template, manifest), {
      html: `<div data-page-shell="cart"><h1>Tu carrito</h1></div>`,
      title: "Tu carrito · Vitalia",
      language: "es",
      boot: null,
      pages: ["src/pages/home/Home.tsx"],
    })
    expect(html).not.toContain("vitalia-boot")
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Home-H.css"></head>')
    expect(html).toContain(`<div id="root"><div data-page-shell="cart"><h1>Tu carrito</h1></div></div>`)
    expect(html).toContain(
      `"preloads":["/assets/vendor-V.js","/assets/Home-H.js","/assets/Money-M.js"]}</script><script>${LOADER_SCRIPT}</script></body></html>`
    )
  })

  it("a template without the page markers is refused when the build is read, not when a shopper asks", () => {
    expect(() => prepareDocument(template.replace("<!--page-->", ""), manifest)).toThrow(/page/)
  })
})
