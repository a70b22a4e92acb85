import { describe, expect, it } from "vitest"
import { assemble, pageAssets } from "./storefront-renderer.js"

const manifest = {
  "index.html": { file: "assets/index-A.js", isEntry: true, imports: ["_vendor-V.js", "_Icon-I.js"], css: ["assets/index-A.css"] },
  "_vendor-V.js": { file: "assets/vendor-V.js" },
  "_Icon-I.js": { file: "assets/Icon-I.js" },
  "_Money-M.js": { file: "assets/Money-M.js", imports: ["_vendor-V.js"] },
  "src/pages/home/Home.tsx": { file: "assets/Home-H.js", imports: ["_Money-M.js", "_Icon-I.js"], css: ["assets/Home-H.css"] },
}

const template = `<!doctype html><html lang="es"><head><title>Vitalia</title>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-V.js">
<link rel="stylesheet" crossorigin href="/assets/index-A.css">
</head><body><div id="root"><!--page--><div class="boot"></div><!--/page--></div></body></html>`

describe("a drawn page in the shell (gateway/src/web/storefront-renderer.ts)", () => {
  it("pageAssets: the page's chunks and styles beyond what the entry already loads", () => {
    expect(pageAssets(manifest, ["src/pages/home/Home.tsx"])).toEqual({ js: ["assets/Home-H.js", "assets/Money-M.js"], css: ["assets/Home-H.css"] })
    expect(pageAssets(manifest, ["src/pages/missing.tsx"])).toEqual({ js: [], css: [] })
  })

  it("assemble: language, escaped title, styles, markup with $ patterns intact, boot data and a loader instead of the module script", () => {
    const html = assemble({ template, manifest }, {
      html: `<main>Precio $& $' $1 US$ 15</main>`,
      title: `Té <b>"verde"</b> · Vitalia`,
      language: "en",
      boot: `{"a":1}`,
      pages: ["src/pages/home/Home.tsx"],
    })
    expect(html).toContain('<html lang="en">')
    expect(html).toContain("<title>Té &lt;b&gt;&quot;verde&quot;&lt;/b&gt; · Vitalia</title>")
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Home-H.css"></head>')
    expect(html).toContain(`<div id="root"><main>Precio $& $' $1 US$ 15</main></div>`)
    expect(html).toContain(`<script id="vitalia-boot" type="application/json">{"a":1}</script>`)
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain('["/assets/vendor-V.js","/assets/Home-H.js","/assets/Money-M.js"]')
    expect(html).toContain('s.src="/assets/index-A.js"')
  })
})
