import { renderEmail, TEMPLATES, type TemplateName } from "../../commerce/src/emails/index.js"
import { SAMPLES } from "../../commerce/src/emails/samples.js"

/**
 * Prints every e-mail's HTML, rendered from its sample data in Spanish and English, as JSON
 * ([{ name, locale, html }]). The layout guard runs it with tsx (commerce/ is a CommonJS package
 * with React templates, which Playwright's own loader does not take) and loads each in the browser.
 */
const names = Object.keys(TEMPLATES) as TemplateName[]
const rendered = []
for (const name of names) {
  for (const locale of ["es", "en"]) {
    const { html } = await renderEmail(name, { ...SAMPLES[name], locale })
    rendered.push({ name, locale, html })
  }
}
process.stdout.write(JSON.stringify(rendered))
