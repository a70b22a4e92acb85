import type { Page } from "@playwright/test"
import { settled } from "./support.js"

/**
 * The layout guard (issue #38): what a reader would see as broken, measured in the browser.
 *
 * - two visible pieces of text drawn over each other (each text node's line boxes, from a Range,
 *   against every other element's);
 * - text cut off by a box that hides what overflows it (unless an ellipsis or a line clamp says it
 *   goes on), or spilling out of its own button, pill or summary;
 * - an icon pushed onto a line of its own, away from the label beside it in the markup;
 * - anything wider than the viewport.
 *
 * Each problem is one readable line naming the two elements (tag, id, classes, their text).
 * The caller adds the page and the width.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const width = window.innerWidth
    // Below this many pixels two boxes only touch (anti-aliasing, sub-pixel rounding).
    const SLACK = 2

    const describe = (el: Element) => {
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)
      const label = el.getAttribute("aria-label") ?? ""
      const classes =
        typeof el.className === "string" && el.className.trim() ? `.${el.className.trim().split(/\s+/).join(".")}` : ""
      const parent = el.parentElement
      const parentClasses =
        parent && typeof parent.className === "string" && parent.className.trim()
          ? `.${parent.className.trim().split(/\s+/)[0]}`
          : ""
      const where = parent && parent !== document.body ? `${parent.tagName.toLowerCase()}${parentClasses} > ` : ""
      return `${where}<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${classes}> "${label || text}"`
    }
    const hiddenByAncestor = (el: Element) =>
      // (aria-hidden hides from screen readers only: what it marks is still drawn, so it is measured.)
      Boolean(el.closest("dialog:not([open]), [hidden], .visually-hidden, template, noscript"))
    const shown = (el: Element) => {
      if (hiddenByAncestor(el)) return false
      // A closed <details> shows only its <summary>.
      const details = el.closest("details:not([open])")
      if (details && !el.closest("details:not([open]) > summary")) {
        if (el !== details) return false
      }
      const style = getComputedStyle(el)
      if (style.visibility === "hidden" || style.display === "none" || parseFloat(style.opacity) === 0) return false
      const rect = el.getBoundingClientRect()
      return rect.width > 0 && rect.height > 0
    }
    function* ancestors(el: Element) {
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) yield a
    }
    const intersection = (a: DOMRect, b: DOMRect) => ({
      x: Math.min(a.right, b.right) - Math.max(a.left, b.left),
      y: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
    })

    // ── Nothing wider than the screen ────────────────────────────────────────
    if (document.documentElement.scrollWidth > width)
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px on a ${width} px screen`)
    for (const el of document.body.querySelectorAll("*")) {
      if (!shown(el)) continue
      const rect = el.getBoundingClientRect()
      // Inside a box that scrolls or clips sideways (a row of thumbnails), width is that box's business.
      const inScroller = [...ancestors(el)].some((a) =>
        ["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(a).overflowX)
      )
      if (!inScroller && rect.width > width + 0.5)
        problems.push(`${describe(el)} is ${Math.round(rect.width)} px wide on a ${width} px screen`)
    }

    // ── The text boxes: each text node's line boxes, and the part of each a reader can see ──
    // A box that hides what overflows it (overflow hidden or clip) shows only what is inside it;
    // a box that scrolls shows the rest on a swipe, so the walk up stops there for that axis.
    interface Clip {
      box: Element
      x: boolean
      y: boolean
    }
    const clipsOf = (el: Element): Clip[] => {
      const clips: Clip[] = []
      let openX = true
      let openY = true
      for (const a of [el, ...ancestors(el)]) {
        const s = getComputedStyle(a)
        const x = openX && ["hidden", "clip"].includes(s.overflowX)
        const y = openY && ["hidden", "clip"].includes(s.overflowY)
        if (x || y) clips.push({ box: a, x, y })
        if (["auto", "scroll"].includes(s.overflowX)) openX = false
        if (["auto", "scroll"].includes(s.overflowY)) openY = false
        if (!openX && !openY) break
      }
      return clips
    }
    const visiblePart = (r: DOMRect, clips: Clip[]) => {
      let { left, right, top, bottom } = r
      for (const { box, x, y } of clips) {
        const b = box.getBoundingClientRect()
        if (x) {
          left = Math.max(left, b.left)
          right = Math.min(right, b.right)
        }
        if (y) {
          top = Math.max(top, b.top)
          bottom = Math.min(bottom, b.bottom)
        }
      }
      return right - left > SLACK && bottom - top > SLACK ? new DOMRect(left, top, right - left, bottom - top) : null
    }
    interface TextBox {
      el: Element
      rects: DOMRect[]
      visible: DOMRect[]
      clips: Clip[]
      floating: boolean
    }
    const boxes: TextBox[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const el = node.parentElement
      if (!el || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "OPTION", "TEXTAREA"].includes(el.tagName)) continue
      if (!shown(el)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      // Only the boxes that hold glyphs: a line's trailing space gives a zero-width box.
      const rects = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1)
      if (!rects.length) continue
      const clips = clipsOf(el)
      const visible = rects.map((r) => visiblePart(r, clips)).filter((r): r is DOMRect => r !== null)
      const floating = [el, ...ancestors(el)].some((a) => getComputedStyle(a).position === "fixed")
      boxes.push({ el, rects, visible, clips, floating })
    }

    // ── No two pieces of text drawn over each other ───────────────────────────
    const reported = new Set<string>()
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]
        const b = boxes[j]
        if (a.el === b.el) continue
        // A notice or a menu that floats over the page (position: fixed) covers it on purpose, for a moment.
        if (a.floating !== b.floating) continue
        let hit = false
        for (const ra of a.visible) {
          for (const rb of b.visible) {
            const overlap = intersection(ra, rb)
            // Lines set closer than their glyphs' boxes touch by a few pixels: a quarter of a line is an overlap.
            if (overlap.x > SLACK && overlap.y > Math.max(SLACK, 0.25 * Math.min(ra.height, rb.height))) hit = true
          }
        }
        if (!hit) continue
        const line = `${describe(a.el)} overlaps ${describe(b.el)}`
        if (!reported.has(line)) {
          reported.add(line)
          problems.push(line)
        }
      }
    }

    // ── No text cut off by its box ─────────────────────────────────────────────
    for (const { el, rects, clips } of boxes) {
      // A shortened text that says so (an ellipsis, a line clamp's "…") is a choice, not a defect.
      const marked = (box: Element) => {
        const s = getComputedStyle(box)
        return s.textOverflow === "ellipsis" || (s.webkitLineClamp !== "none" && s.webkitLineClamp !== "")
      }
      for (const { box, x, y } of clips) {
        if (marked(box) || marked(el)) continue
        const b = box.getBoundingClientRect()
        // Glyph boxes are taller than tight line heights: half a line past the edge before it counts as cut.
        const cut = rects.some(
          (r) =>
            (x && (r.left < b.left - SLACK || r.right > b.right + SLACK)) ||
            (y && (r.top < b.top - r.height / 2 || r.bottom > b.bottom + r.height / 2))
        )
        if (cut) {
          problems.push(
            box === el
              ? `${describe(el)} cuts off its own text`
              : `${describe(box)} cuts off the text of ${describe(el)}`
          )
          break
        }
      }
      // A control's label outside the control: a button, a pill or a summary whose text spills out.
      const owner = el.closest("button, .button, .link-button, .pill, .badge, .chip, summary")
      if (owner && getComputedStyle(owner).display !== "inline") {
        const b = owner.getBoundingClientRect()
        if (
          rects.some(
            (r) =>
              r.left < b.left - SLACK ||
              r.right > b.right + SLACK ||
              r.top < b.top - r.height / 2 ||
              r.bottom > b.bottom + r.height / 2
          )
        )
          problems.push(`the text of ${describe(el)} spills out of ${describe(owner)}`)
      }
    }

    // ── An icon stays on its label's line ─────────────────────────────────────
    for (const el of document.body.querySelectorAll("*")) {
      if (!shown(el)) continue
      const icon = [...el.children].find((c) => c.tagName.toLowerCase() === "svg" && shown(c))
      if (!icon) continue
      const textNode = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      if (!textNode) continue
      // The label: everything after the icon, however many text nodes and inline elements it spans.
      const range = document.createRange()
      range.setStartAfter(icon)
      range.setEnd(el, el.childNodes.length)
      const lines = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1)
      if (!lines.length) continue
      // Beside a label of several lines the icon may sit at its middle; above or below it, it is on a line of its own.
      const top = Math.min(...lines.map((r) => r.top))
      const bottom = Math.max(...lines.map((r) => r.bottom))
      const i = icon.getBoundingClientRect()
      const middle = (i.top + i.bottom) / 2
      if (middle < top - SLACK || middle > bottom + SLACK)
        problems.push(
          `${describe(el)}: its icon is on another line than its text "${textNode.textContent!.trim().slice(0, 40)}"`
        )
    }

    return [...new Set(problems)]
  })
}

/**
 * The controls' checks of issue #18 (first in tests/e2e/layout.spec.ts), for the guard's walk and
 * layout.spec's walk by navigation: the quantity stepper with its own styles (not the browser's
 * button and field), and on a phone (`phone`) every tap target at least 44 px each way — a link
 * inside a sentence is sized by its text (WCAG 2.5.8's inline exception), a checkbox or radio is
 * tapped through its label. One readable line per problem; the caller adds the page and the width.
 */
export async function controlProblems(page: Page, phone: boolean): Promise<string[]> {
  return page.evaluate((phone) => {
    const problems: string[] = []
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)
      const label = el.getAttribute("aria-label") ?? ""
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}> "${label || text}"`
    }
    const shown = (el: Element) => {
      if (el.closest("dialog:not([open]), [hidden], .visually-hidden, [aria-hidden='true']")) return false
      const style = getComputedStyle(el)
      if (style.visibility === "hidden" || style.display === "none") return false
      const rect = el.getBoundingClientRect()
      return rect.width > 0 && rect.height > 0
    }

    for (const stepper of document.querySelectorAll(".stepper")) {
      if (!shown(stepper)) continue
      const style = getComputedStyle(stepper)
      // inline-flex, or flex when a flex or grid row holds it (the browser blockifies its items).
      if (!["inline-flex", "flex"].includes(style.display) || parseFloat(style.borderTopLeftRadius) < 20)
        problems.push(
          `${describe(stepper)} has no stepper styles (display ${style.display}, radius ${style.borderTopLeftRadius})`
        )
      for (const button of stepper.querySelectorAll("button")) {
        const b = getComputedStyle(button)
        const rect = button.getBoundingClientRect()
        if (rect.width < 44 || rect.height < 44)
          problems.push(`${describe(button)} in a stepper is ${Math.round(rect.width)}×${Math.round(rect.height)} px`)
        if (b.backgroundColor !== "rgba(0, 0, 0, 0)" || b.borderTopStyle !== "none")
          problems.push(
            `${describe(button)} in a stepper has the browser's button look (${b.backgroundColor}, border ${b.borderTopStyle})`
          )
      }
      const input = stepper.querySelector("input")
      if (input && getComputedStyle(input).borderTopStyle !== "none")
        problems.push(`${describe(input)} in a stepper has the browser's field border`)
    }

    if (phone) {
      const targets = document.querySelectorAll(
        "a[href], button, select, input:not([type='hidden']), summary, [role='button']"
      )
      for (const el of targets) {
        if (!shown(el) || el.classList.contains("skip-link")) continue
        if (el.tagName === "A" && getComputedStyle(el).display === "inline" && el.closest("p, dd, address")) continue
        const target = (el.matches("input[type='checkbox'], input[type='radio']") && el.closest("label")) || el
        const rect = target.getBoundingClientRect()
        if (rect.height < 43.5 || rect.width < 43.5)
          problems.push(`${describe(el)} is a ${Math.round(rect.width)}×${Math.round(rect.height)} px touch target`)
      }
    }
    return [...new Set(problems)]
  }, phone)
}

/**
 * The guard on the page as it stands, once it has settled: its layout problems and, with
 * `controls`, its controls' (controlProblems, held to a phone's rules below 600 px), each line
 * prefixed with `where` and the width.
 */
export async function guardProblems(
  page: Page,
  where: string,
  width: number,
  options: { controls?: boolean } = {}
): Promise<string[]> {
  await settled(page)
  const lines = await layoutProblems(page)
  if (options.controls) lines.push(...(await controlProblems(page, width < 600)))
  return lines.map((line) => `${where} at ${width} px: ${line}`)
}
