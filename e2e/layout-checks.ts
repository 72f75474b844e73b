/**
 * The layout check every page gets at every width (e2e/layout.spec.ts and, at the snapshot widths, in the same visit
 * as axe and the snapshot, e2e/visual.spec.ts): the page scrolled through in steps so that scroll-triggered content
 * appears, checking at every step whatever text is then on screen. It finds
 *   - horizontal overflow of the page (it would scroll sideways);
 *   - text that runs past the viewport's left or right edge, or is cut off by an ancestor that clips overflow;
 *   - a paragraph of LONG_TEXT_CHARS or more characters squeezed into lines of fewer than MIN_CHARS_PER_LINE
 *     characters on average.
 * Nothing here names a block of today's pages: every element with its own text is checked, so a new break is
 * caught wherever it happens. Each problem names the element's tag, text, size and the measured figure.
 */
import type { Page } from "@playwright/test"
import { ARCHIVE_ROUTES, archiveEntryPath, ROUTES } from "../src/constants"
import { DEFAULT_LANGUAGE, LANGUAGES } from "../src/i18n/languages"
import { localPath } from "../src/i18n/page-language"
import { content, found, twoFrames } from "./support"

// Every route: the five pages, the archive's index, lexicon, compare view and one entry, and the not-found page.
export const PAGES = [
  ...Object.values(ROUTES),
  ...Object.values(ARCHIVE_ROUTES),
  archiveEntryPath(found(content("archive/archive.json").entries[0], "an archive entry").slug),
  "/no-such-page/",
]
/** The same routes in each other language (issue 62): Spanish runs longer, so they get every width too. */
export const OTHER_LANGUAGE_PAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) =>
  PAGES.map((route) => localPath(route, language)),
)
/**
 * The widths of the layout issue, and 320 px (the narrowest phone we support). The three the visual snapshots are
 * taken at are checked in e2e/visual.spec.ts, in the same visit as the snapshot and axe; layout.spec.ts takes the rest.
 */
export const LAYOUT_WIDTHS = [1440, 1280, 1100, 1000, 800, 600, 375, 320] as const
export const SNAPSHOT_WIDTHS = [1280, 800, 375] as const
/** The other languages' pages are also checked this wide (issue 62: no clipped or squeezed text at 320–1920 px). */
export const WIDEST_PX = 1920
export const VIEWPORT_HEIGHT = 900
/** A paragraph this long or longer … */
const LONG_TEXT_CHARS = 60
/** … must average at least this many characters per line. */
const MIN_CHARS_PER_LINE = 12
/** Sub-pixel rounding is not a break. */
const TOLERANCE_PX = 1
/** Each scroll step is this share of the viewport. */
const STEP_SHARE = 0.6

interface Problem {
  kind: string
  key: string
  detail: string
}

/** Runs in the page: every check over whatever is on screen now. */
const inspect = (limits: { longText: number; minPerLine: number; tolerance: number }): Problem[] => {
  const problems: Problem[] = []
  const viewportWidth = document.documentElement.clientWidth
  const viewportHeight = window.innerHeight
  const scrollY = Math.round(window.scrollY)
  const describeElement = (element: Element, text: string) => {
    const box = element.getBoundingClientRect()
    const snippet = text.length > 70 ? `${text.slice(0, 67)}…` : text
    return `<${element.tagName.toLowerCase()}> "${snippet}" (${Math.round(box.width)}×${Math.round(box.height)} px at x=${Math.round(box.left)}, page y=${Math.round(box.top + scrollY)})`
  }

  const overflow = document.documentElement.scrollWidth - viewportWidth
  if (overflow > limits.tolerance) {
    const widest = [...document.body.querySelectorAll("*")]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > viewportWidth + limits.tolerance && element.getClientRects().length > 0)
      .slice(-3)
      .map(({ element }) => describeElement(element, (element.textContent ?? "").trim()))
    problems.push({
      kind: "page overflow",
      key: "page",
      detail: `the page is ${overflow}px wider than the ${viewportWidth}px viewport; reaching past it: ${widest.join("; ")}`,
    })
  }

  // An element "has text" when one of its own child nodes is non-blank text.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const owners = new Set<Element>()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.trim() && node.parentElement) owners.add(node.parentElement)
  }

  /** Ancestors that are visually hidden on purpose (the 1×1 px screen-reader-only pattern) hide their text too. */
  const isScreenReaderOnly = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const box = at.getBoundingClientRect()
      const style = getComputedStyle(at)
      if (box.width <= 1 || box.height <= 1) return style.overflow !== "visible" || style.position === "absolute"
      if (style.clip && style.clip !== "auto") return true
    }
    return false
  }

  const textRects = (element: Element) => {
    const rects: DOMRect[] = []
    for (const child of element.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE || !child.nodeValue?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(child)
      rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0))
    }
    return rects
  }

  for (const element of owners) {
    if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "TITLE", "OPTION"].includes(element.tagName)) continue
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    const rects = textRects(element)
    if (rects.length === 0) continue
    // Only what is on screen now: scrolled-in content is judged once it has appeared.
    const top = Math.min(...rects.map((r) => r.top))
    const bottom = Math.max(...rects.map((r) => r.bottom))
    if (bottom <= 0 || top >= viewportHeight) continue
    if (isScreenReaderOnly(element)) continue
    const ownText = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.nodeValue)
      .join("")
      .replace(/\s+/g, " ")
      .trim()
    const key = `${element.tagName}:${ownText.slice(0, 50)}`
    const left = Math.min(...rects.map((r) => r.left))
    const right = Math.max(...rects.map((r) => r.right))

    if (left < -limits.tolerance || right > viewportWidth + limits.tolerance) {
      problems.push({
        kind: "text beyond the viewport",
        key,
        detail: `${describeElement(element, ownText)}: its text spans x=${Math.round(left)}…${Math.round(right)} in a ${viewportWidth}px viewport`,
      })
    }

    for (let at = element.parentElement; at && at !== document.documentElement; at = at.parentElement) {
      const style = getComputedStyle(at)
      const clipsX = style.overflowX !== "visible"
      const clipsY = style.overflowY !== "visible"
      if (!clipsX && !clipsY) continue
      const box = at.getBoundingClientRect()
      const inner = {
        left: box.left + at.clientLeft,
        top: box.top + at.clientTop,
        right: box.left + at.clientLeft + at.clientWidth,
        bottom: box.top + at.clientTop + at.clientHeight,
      }
      const cutX = clipsX && (left < inner.left - limits.tolerance || right > inner.right + limits.tolerance)
      const cutY = clipsY && (top < inner.top - limits.tolerance || bottom > inner.bottom + limits.tolerance)
      if (cutX || cutY) {
        problems.push({
          kind: "text cut off",
          key,
          detail: `${describeElement(element, ownText)}: its text (x=${Math.round(left)}…${Math.round(right)}, y=${Math.round(top)}…${Math.round(bottom)}) is clipped by ${describeElement(at, "")} (overflow ${style.overflowX}/${style.overflowY})`,
        })
        break
      }
    }
  }

  // Paragraphs: block-level boxes whose whole text (inline marks and links included) is long enough to judge.
  const blocks = new Set<Element>()
  for (const owner of owners) {
    let block: Element | null = owner
    while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement
    if (block) blocks.add(block)
  }
  for (const block of blocks) {
    if (!block.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
    // A block that holds other blocks is not a paragraph; its own blocks are judged instead.
    const hasBlockChild = [...block.children].some((child) => !getComputedStyle(child).display.startsWith("inline"))
    if (hasBlockChild) continue
    const text = (block.textContent ?? "").replace(/\s+/g, " ").trim()
    if (text.length < limits.longText) continue
    const range = document.createRange()
    range.selectNodeContents(block)
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
    if (rects.length === 0) continue
    const top = Math.min(...rects.map((r) => r.top))
    const bottom = Math.max(...rects.map((r) => r.bottom))
    if (bottom <= 0 || top >= viewportHeight || isScreenReaderOnly(block)) continue
    // Line boxes: fragments whose vertical middles fall within the same band are one line.
    const lines: { top: number; bottom: number }[] = []
    for (const rect of [...rects].sort((a, b) => a.top - b.top)) {
      const middle = (rect.top + rect.bottom) / 2
      const line = lines.find((l) => middle >= l.top && middle <= l.bottom)
      if (line) {
        line.top = Math.min(line.top, rect.top)
        line.bottom = Math.max(line.bottom, rect.bottom)
      } else lines.push({ top: rect.top, bottom: rect.bottom })
    }
    const perLine = text.length / lines.length
    if (perLine < limits.minPerLine) {
      problems.push({
        kind: "squeezed paragraph",
        key: `${block.tagName}:${text.slice(0, 50)}`,
        detail: `${describeElement(block, text)}: ${text.length} characters in ${lines.length} lines, ${perLine.toFixed(1)} per line`,
      })
    }
  }
  return problems
}

/** Scrolls from top to bottom in steps, checking at each; returns each distinct problem once. */
export const scrollAndInspect = async (page: Page) => {
  const found = new Map<string, Problem>()
  const limits = { longText: LONG_TEXT_CHARS, minPerLine: MIN_CHARS_PER_LINE, tolerance: TOLERANCE_PX }
  for (let step = 0; step < 200; step++) {
    // Two frames let scroll-triggered observers fire and React commit what they reveal (motion is reduced, so it
    // lands at once); the steps overlap, so anything still arriving is judged at the next step.
    await twoFrames(page, `the layout check at ${page.viewportSize()?.width ?? "?"} px, scroll step ${step}`)
    for (const problem of await page.evaluate(inspect, limits)) {
      const id = `${problem.kind}|${problem.key}`
      if (!found.has(id)) found.set(id, problem)
    }
    const atBottom = await page.evaluate((share) => {
      const before = window.scrollY
      window.scrollBy(0, Math.round(window.innerHeight * share))
      return window.scrollY === before
    }, STEP_SHARE)
    if (atBottom) break
  }
  return [...found.values()].map((problem) => `${problem.kind}: ${problem.detail}`)
}
