/**
 * Issue 51's player half: two takes side by side (/archive/compare/?a=…&b=…), a lexicon term's entries played in
 * turn, and the entry player's still, which is its own first frame. Few visits: each test checks several things in
 * one page.
 */
import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"
import { ARCHIVE_ROUTES, archiveEntryPath, COMPARE_FIGURE_AT } from "../src/constants"
import { compareHref } from "../src/views/archive/compare-href"
import { expectStillFor, installClock, pauseClock, WATCH_MS } from "./clock"
import { scrollAndInspect } from "./layout-checks"
import { content, found, twoFrames, visit, watchCsp, watchForErrors } from "./support"

const entries = content("archive/archive.json").entries
const [a, b] = [found(entries[0], "a first entry"), found(entries[1], "a second entry")]
const TEXT = { play: "Play", pause: "Pause" }
/** A time inside both takes, past their first frames, that the slider moves to: the playing check waits for as much. */
const SEEK_TO_S = 0.5
/** A lexicon term with at least two entries, and its entries as the lexicon lists them. */
const term = found(
  content("lexicon/lexicon.json").terms.find((t) => entries.filter((e) => e.terms.includes(t.slug)).length >= 2),
  "a term with two entries",
)
const listed = entries.filter((e) => e.terms.includes(term.slug))

/**
 * A digest of what the compare stage's canvas shows around each figure: a window a fifth of the stage wide centred on
 * where each stands (COMPARE_FIGURE_AT). A figure that moves changes its window's pixels.
 */
const windows = (page: Page) =>
  page
    .getByTestId("compare-stage")
    .locator("canvas")
    .evaluate((canvas: HTMLCanvasElement, at: readonly number[]) => {
      const ctx = canvas.getContext("2d")!
      return at.map((share) => {
        const half = canvas.width * 0.1
        const data = ctx.getImageData(canvas.width * share - half, 0, half * 2, canvas.height).data
        let hash = 0
        for (let i = 0; i < data.length; i += 4)
          hash = (hash * 31 + data[i]! + data[i + 1]! * 7 + data[i + 3]! * 13) | 0
        return hash
      })
    }, COMPARE_FIGURE_AT)

const frame = (page: Page) => twoFrames(page, "the compare view")

test("two takes side by side: both move on Play, Pause holds both, the slider and the keys move both, axe passes", async ({
  page,
}) => {
  const errors = watchForErrors(page)
  const csp = await watchCsp(page)
  await installClock(page)
  await visit(page, compareHref(a.slug, b.slug))
  const stage = page.getByTestId("compare-stage")
  await expect(stage).toHaveAttribute("data-state", "ready")
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
  // Both entries named and linked, each with its side and colour.
  const legend = page.getByTestId("compare-legend")
  await expect(legend.getByRole("link", { name: a.title })).toHaveAttribute("href", archiveEntryPath(a.slug))
  await expect(legend.getByRole("link", { name: b.title })).toHaveAttribute("href", archiveEntryPath(b.slug))
  await expect(stage).toHaveAttribute("aria-label", new RegExp(`${a.title}.*${b.title}`))

  // Nothing moves before Play, over WATCH_MS of virtual time; then the clock runs with real time again for playing.
  await pauseClock(page)
  const before = await windows(page)
  await expectStillFor(page, WATCH_MS, () => windows(page), before)
  await page.clock.resume()

  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])

  await page.getByRole("button", { name: TEXT.play }).click()
  const slider = page.getByLabel("Position")
  await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(0.4)
  // Polled, not read once: on a slow machine the pair may have looped back to its first frame by the time we look.
  const moved = async () => (await windows(page)).map((hash, i) => hash !== before[i])
  await expect.poll(moved, { message: "both figures moved" }).toEqual([true, true])

  // Pause holds both.
  await page.getByRole("button", { name: TEXT.pause }).click()
  await frame(page)
  const held = await windows(page)
  const heldAt = await slider.inputValue()
  await pauseClock(page)
  await expectStillFor(page, WATCH_MS, async () => [await windows(page), await slider.inputValue()], [held, heldAt])
  await page.clock.resume()

  // The slider moves both (set as a drag would, with an input event): to a known time inside both takes, then back to
  // the start. Where Pause caught the pair is left out of it: a paused pair may stand anywhere, its first frame too.
  const drag = (to: number) =>
    slider.evaluate((el: HTMLInputElement, value: number) => {
      el.value = String(value)
      el.dispatchEvent(new Event("input", { bubbles: true }))
    }, to)
  await drag(SEEK_TO_S)
  await frame(page)
  const sought = await windows(page)
  expect(sought[0], "the slider moved the left figure").not.toBe(before[0])
  expect(sought[1], "the slider moved the right figure").not.toBe(before[1])
  await drag(0)
  await frame(page)
  const rewound = await windows(page)
  expect(rewound, "back at the start, both stand as they did before Play").toEqual(before)

  // Keyboard: the slider's arrow keys move both; Space on the stage plays and pauses.
  await slider.focus()
  await page.keyboard.press("End")
  await frame(page)
  const atEnd = await windows(page)
  expect(atEnd[0]).not.toBe(rewound[0])
  expect(atEnd[1]).not.toBe(rewound[1])
  await page.keyboard.press("Home")
  await stage.focus()
  await page.keyboard.press("Space")
  await expect(page.getByRole("button", { name: TEXT.pause })).toBeVisible()
  await page.keyboard.press("Space")
  await expect(page.getByRole("button", { name: TEXT.play })).toBeVisible()

  // By tempo: the slider's length follows the alignment.
  const startLength = await slider.getAttribute("max")
  await page.getByLabel("By tempo").check()
  await expect(page.getByTestId("compare-rate").or(page.getByText(/no steady tempo, so both/))).toBeVisible()
  expect(await slider.getAttribute("max")).not.toBeNull()
  expect(startLength).not.toBeNull()

  expect(errors()).toEqual([])
  expect(await csp()).toEqual([])
})

test("the compare view: without script it links to the index; an unknown slug says so; the index links here", async ({
  page,
  request,
}) => {
  const html = await (await request.get(ARCHIVE_ROUTES.compare)).text()
  const noscript = found(
    [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((m) => m[1] ?? "").find((t) => t.includes("<a ")),
    "a noscript fallback with links",
  )
  expect(noscript).toContain(`href="${ARCHIVE_ROUTES.archive}"`)
  expect(noscript).toContain(`href="${ARCHIVE_ROUTES.lexicon}"`)

  await visit(page, compareHref(a.slug, "no-such-entry"))
  const unknown = page.getByTestId("compare-unknown")
  await expect(unknown).toContainText("no-such-entry")
  await expect(unknown.getByRole("link", { name: a.title })).toHaveAttribute("href", archiveEntryPath(a.slug))
  await expect(unknown.getByRole("link", { name: "All entries" })).toHaveAttribute("href", ARCHIVE_ROUTES.archive)

  // The index's "compare two" form reaches the same address.
  await visit(page, ARCHIVE_ROUTES.archive)
  const pick = page.getByTestId("compare-pick")
  await pick.getByLabel("Left").selectOption(b.slug)
  await pick.getByLabel("Right").selectOption(a.slug)
  await pick.getByRole("button").click()
  await expect(page).toHaveURL(new RegExp(`${ARCHIVE_ROUTES.compare}\\?a=${b.slug}&b=${a.slug}$`))
  await expect(page.getByTestId("compare-stage")).toHaveAttribute("data-state", "ready")
})

test("an entry's still is the player's first frame: the canvas draws its head and markers where the still had them", async ({
  page,
}) => {
  await visit(page, archiveEntryPath(a.slug))
  const stage = page.getByTestId("player-stage")
  /** The stage's box on the page (not the window: pressing Play may scroll it into view). */
  const place = () =>
    stage.evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height }
    })
  const box = await place()
  const still = stage.getByTestId("figure-still")
  await expect(still.getByTestId("still-head")).toHaveCount(1)
  expect(await still.getByTestId("still-marker").count()).toBeGreaterThan(0)
  const circles = await still
    .locator("circle")
    .evaluateAll((list) => list.map((c) => ["cx", "cy", "r"].map((name) => Number(c.getAttribute(name)))))
  await page.getByRole("button", { name: TEXT.play }).click()
  await expect(stage).toHaveAttribute("data-state", "ready")
  await page.getByRole("button", { name: TEXT.pause }).click()
  const slider = page.getByLabel("Position")
  await slider.evaluate((el: HTMLInputElement) => {
    el.value = "0"
    el.dispatchEvent(new Event("input", { bubbles: true }))
  })
  await frame(page)
  await expect(still).toHaveCount(0)
  // The stage keeps its place and size: nothing shifts when the canvas takes over.
  expect(await place()).toEqual(box)
  // Frame 0 on the canvas: white at the head's centre and the marker colour at each marker's, in stage pixels.
  const colours = await stage
    .locator("canvas")
    .evaluate(
      (canvas: HTMLCanvasElement, points: number[][]) =>
        points.map(([x, y]) => [...canvas.getContext("2d")!.getImageData(Math.round(x!), Math.round(y!), 1, 1).data]),
      circles,
    )
  const [head, ...markers] = colours
  expect(head!.slice(0, 3)).toEqual([255, 255, 255])
  for (const marker of markers) {
    // The site's orange, rgb(155, 90, 64), give or take the edge of a neighbouring marker.
    expect(Math.abs(marker[0]! - 155) + Math.abs(marker[1]! - 90) + Math.abs(marker[2]! - 64)).toBeLessThan(30)
  }
})

test("a lexicon term plays its entries in turn: entry 1, then entry 2; Pause holds; slow to fast reorders", async ({
  page,
}) => {
  await installClock(page)
  await visit(page, ARCHIVE_ROUTES.lexicon)
  const playlist = page.getByTestId(`playlist-${term.slug}`)
  // Nothing is fetched or drawn before Play.
  await expect(playlist.getByTestId("playlist-stage")).toHaveCount(0)
  await playlist.getByRole("button", { name: `Play the entries with “${term.name}”` }).click()
  const current = playlist.getByTestId("playlist-current")
  await expect(current).toContainText(`Entry 1 of ${listed.length}: ${listed[0]!.title}`)
  await expect(current.getByRole("link")).toHaveAttribute("href", archiveEntryPath(listed[0]!.slug))
  // Near the end of entry 1, it goes on to entry 2 by itself.
  const slider = playlist.getByLabel("Position")
  await expect.poll(async () => Number(await slider.getAttribute("max"))).toBeGreaterThan(1)
  await slider.evaluate((el: HTMLInputElement) => {
    el.value = String(Number(el.max) - 0.3)
    el.dispatchEvent(new Event("input", { bubbles: true }))
  })
  await expect(current).toContainText(`Entry 2 of ${listed.length}: ${listed[1]!.title}`)
  // Entry 2's own take is in the player (not entry 1's last position on the slider), and it plays.
  await expect(playlist.getByTestId("playlist-stage")).toHaveAttribute("data-state", "ready")
  await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(0.2)
  await playlist.getByRole("button", { name: TEXT.pause }).click()
  const held = await slider.inputValue()
  await pauseClock(page)
  await expectStillFor(page, WATCH_MS, () => slider.inputValue(), held)
  await page.clock.resume()
  // Previous goes back to entry 1.
  await playlist.getByRole("button", { name: /Previous entry/ }).click()
  await expect(current).toContainText(`Entry 1 of ${listed.length}`)
  // Slow to fast: the list follows the build's speed figure.
  await playlist.getByLabel("Order").selectOption("slowToFast")
  const speeds = await playlist
    .locator("ol li")
    .evaluateAll((items) => items.map((li) => Number(/speed ([\d.]+) m\/s/.exec(li.textContent ?? "")?.[1])))
  expect(speeds).toEqual([...speeds].sort((x, y) => x - y))
  expect(speeds).toHaveLength(listed.length)
})

test("under reduced motion nothing moves before Play, and a playlist does not go on by itself", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" })
  const page = await context.newPage()
  await installClock(page)
  await visit(page, compareHref(a.slug, b.slug))
  await expect(page.getByTestId("compare-stage")).toHaveAttribute("data-state", "ready")
  await pauseClock(page)
  const still = await windows(page)
  await expectStillFor(
    page,
    WATCH_MS,
    async () => [await windows(page), await page.getByLabel("Position").inputValue()],
    [still, "0"],
  )
  await page.clock.resume()

  await visit(page, ARCHIVE_ROUTES.lexicon)
  const playlist = page.getByTestId(`playlist-${term.slug}`)
  const advance = playlist.getByLabel("Go on to the next entry by itself")
  await expect(advance).not.toBeChecked()
  // Asked to play, the first entry plays to its end and stops there.
  await playlist.getByRole("button", { name: `Play the entries with “${term.name}”` }).click()
  const slider = playlist.getByLabel("Position")
  await expect.poll(async () => Number(await slider.getAttribute("max"))).toBeGreaterThan(1)
  await slider.evaluate((el: HTMLInputElement) => {
    el.value = String(Number(el.max) - 0.2)
    el.dispatchEvent(new Event("input", { bubbles: true }))
  })
  await expect(playlist.getByRole("button", { name: TEXT.play })).toBeVisible()
  await pauseClock(page)
  const current = playlist.getByTestId("playlist-current")
  await expect(current).toContainText("Entry 1 of")
  await expectStillFor(page, WATCH_MS, () => current.textContent(), await current.textContent())
  await context.close()
})

test("the compare view with both takes loaded holds its layout at the narrowest phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 900 }, reducedMotion: "reduce" })
  const page = await context.newPage()
  await visit(page, compareHref(a.slug, b.slug))
  await expect(page.getByTestId("compare-stage")).toHaveAttribute("data-state", "ready")
  expect(await scrollAndInspect(page)).toEqual([])
  await context.close()
})
