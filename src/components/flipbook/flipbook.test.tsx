import { act, fireEvent, render, screen } from "@testing-library/react"
import * as fs from "node:fs"
import * as path from "node:path"
import { installTestIntersectionObserver } from "../../../test/support/test-intersection-observer"
import { PORTRAIT_FRAME_INTERVAL_MS } from "../../constants"
import { UI_TEXT } from "../../copy"
import { NEAR_SCREEN_MARGIN } from "../../theme/tokens"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { Flipbook, FLIPBOOK_MOUNT_BATCH, type FlipbookProps } from "./flipbook"

// The real hook, which a test can hold at its first answer (false, as in the server HTML).
jest.mock("../../hooks/use-prefers-reduced-motion", () => {
  const actual = jest.requireActual<typeof import("../../hooks/use-prefers-reduced-motion")>(
    "../../hooks/use-prefers-reduced-motion",
  )
  return { usePrefersReducedMotion: jest.fn(actual.usePrefersReducedMotion) }
})
const realPreference = jest.requireActual<typeof import("../../hooks/use-prefers-reduced-motion")>(
  "../../hooks/use-prefers-reduced-motion",
).usePrefersReducedMotion

type Portrait = Queries.FlipbookFragment

/** One resizing shared by every still, as the build encodes it (src/data/compact-frames.ts): {0} is the name. */
const DIGEST = "0123456789abcdef"
const SET: Portrait["frames"]["sets"][number] = {
  width: 640,
  height: 640,
  sources: [
    {
      type: "image/avif",
      files: [
        { url: `/static/${DIGEST}/a320/{0}.avif`, width: 320 },
        { url: `/static/${DIGEST}/a640/{0}.avif`, width: 640 },
      ],
    },
  ],
  fallback: {
    type: "image/jpeg",
    files: [
      { url: `/static/${DIGEST}/j320/{0}.jpg`, width: 320 },
      { url: `/static/${DIGEST}/j640/{0}.jpg`, width: 640 },
    ],
  },
}
const still = (name: string): Portrait["frames"]["stills"][number] => ({ set: 0, values: [name] })
/** The <img> src of a still: its largest JPEG. */
const srcOf = (name: string) => `/static/${DIGEST}/j640/${name}.jpg`

const portrait = (frames: number, slug = "harvest"): Portrait => ({
  slug,
  caption: `Portrait of ${slug} (excerpts)`,
  description: `The whole ${slug} movement, described once`,
  untranslated: [],
  translations: [],
  aspectRatio: { width: 1, height: 1 },
  frames: {
    sets: [SET],
    stills: Array.from({ length: frames }, (_, i) => still(`${slug}-${String(i + 1).padStart(2, "0")}`)),
  },
})

// IntersectionObserver, controlled by the test: the "near" zone and the screen itself.
let report: (inside: boolean, margin?: string) => void = () => {}
const setZone = (zone: "near" | "screen", inside: boolean) =>
  report(inside, zone === "near" ? NEAR_SCREEN_MARGIN : "0px")

// decode(): resolved at once unless the test holds a file back.
let heldBack = new Set<string>()
const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>()
const decode = jest.fn(function (this: HTMLImageElement) {
  const src = this.getAttribute("src") ?? ""
  if (!heldBack.has(src)) return Promise.resolve()
  return new Promise<void>((resolve, reject) => pending.set(src, { resolve, reject }))
})
const release = async (src: string) => {
  heldBack.delete(src)
  await act(() => {
    pending.get(src)?.resolve()
    return Promise.resolve()
  })
}

/** A held-back decode fails, as the browser's does when the image's file changes while it decodes. */
const fail = async (src: string) => {
  heldBack.delete(src)
  await act(() => {
    pending.get(src)?.reject(new DOMException("The source image cannot be decoded.", "EncodingError"))
    return Promise.resolve()
  })
}

let visibility: DocumentVisibilityState = "visible"
let reducedMotion = false
/** How many media query lists the page has asked the browser for. */
let mediaQueries = 0

beforeEach(() => {
  jest.useFakeTimers()
  report = installTestIntersectionObserver().report
  heldBack = new Set()
  pending.clear()
  decode.mockClear()
  visibility = "visible"
  reducedMotion = false
  Object.defineProperty(HTMLImageElement.prototype, "decode", { configurable: true, writable: true, value: decode })
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility })
  mediaQueries = 0
  window.matchMedia = (query: string) => {
    mediaQueries += 1
    return {
      matches: reducedMotion && query.includes("reduce"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList
  }
})
afterEach(() => jest.useRealTimers())

const show = (props: Partial<FlipbookProps> & { portrait: Portrait }) => render(<Flipbook sizes="600px" {...props} />)
const frames = (container: HTMLElement) => [...container.querySelectorAll<HTMLImageElement>("img[data-frame-index]")]
const shown = (container: HTMLElement) => {
  const visible = frames(container).filter((img) => img.hasAttribute("data-shown"))
  expect(visible).toHaveLength(1)
  return Number(visible[0]!.dataset.frameIndex)
}
/** Lets pending promises (image decodes, effects) settle inside act. */
const flush = () => act(() => Promise.resolve())
const tick = (ms = PORTRAIT_FRAME_INTERVAL_MS) => act(() => jest.advanceTimersByTime(ms))
/**
 * The idle moments in which the flipbook adds its other stills, one batch each, until none is left (no time
 * passes: jsdom has no requestIdleCallback, so each is a timer of 0 ms).
 */
const idle = (moments = 10) => {
  for (let moment = 0; moment < moments; moment++) act(() => jest.advanceTimersByTime(0))
}
/** Near, on screen, every still added and decoded: the flipbook is cycling. */
const bringIntoView = async () => {
  setZone("near", true)
  setZone("screen", true)
  idle()
  await flush()
}

describe("Flipbook", () => {
  it("starts as its first still only, with one text alternative and its caption", () => {
    const { container } = show({ portrait: portrait(5) })
    expect(frames(container)).toHaveLength(1)
    expect(shown(container)).toBe(0)
    expect(frames(container)[0]).toHaveAttribute("alt", "")
    // The stills are decorative (alt=""): the one image assistive technology meets is the described sequence.
    expect(screen.getAllByRole("img")).toHaveLength(1)
    expect(screen.getByRole("img", { name: "The whole harvest movement, described once" })).toBeInTheDocument()
    expect(container.querySelector("figcaption")).toHaveTextContent("Portrait of harvest (excerpts)")
    expect(container.querySelector("[role=img]")).toHaveStyle({ aspectRatio: "1 / 1" })
  })

  it("renders the other frames only once near the screen, and decodes them only once on screen", async () => {
    const { container } = show({ portrait: portrait(5) })
    idle()
    expect(frames(container)).toHaveLength(1)
    setZone("near", true)
    idle()
    expect(frames(container)).toHaveLength(5)
    expect(decode).not.toHaveBeenCalled()
    setZone("screen", true)
    await flush()
    expect(decode).toHaveBeenCalledTimes(5)
  })

  it("adds its other stills a batch at a time, each batch in an idle moment of its own", async () => {
    const count = 2 * FLIPBOOK_MOUNT_BATCH + 2
    const { container } = show({ portrait: portrait(count) })
    setZone("near", true)
    setZone("screen", true)
    expect(frames(container)).toHaveLength(1)
    idle(1)
    expect(frames(container)).toHaveLength(1 + FLIPBOOK_MOUNT_BATCH)
    // Each batch is decoded as it comes, but the flipbook does not cycle before the last.
    await flush()
    expect(decode).toHaveBeenCalledTimes(1 + FLIPBOOK_MOUNT_BATCH)
    expect(container.querySelector("figure")).toHaveAttribute("data-state", "loading")
    idle(1)
    expect(frames(container)).toHaveLength(1 + 2 * FLIPBOOK_MOUNT_BATCH)
    idle(1)
    expect(frames(container)).toHaveLength(count)
    idle()
    expect(frames(container)).toHaveLength(count)
    await flush()
    expect(decode).toHaveBeenCalledTimes(count)
    expect(container.querySelector("figure")).toHaveAttribute("data-state", "cycling")
  })

  it("adds each batch of stills, and starts cycling, as transitions: renders that yield to the browser", async () => {
    // Outside a React event an update renders in one blocking task; three flipbooks adding their stills on the
    // Portraits page's first load made those tasks 15–35 ms long (unthrottled, on a phone's viewport).
    // The module object the component's import reads from (a namespace import here would be a copy of it).
    const transitions = jest.spyOn(jest.requireActual<typeof import("react")>("react"), "startTransition")
    try {
      const count = FLIPBOOK_MOUNT_BATCH + 2
      const { container } = show({ portrait: portrait(count) })
      setZone("near", true)
      setZone("screen", true)
      // The observers' answers are transitions of their own (useInViewport); counted from here on.
      transitions.mockClear()
      idle(1)
      expect(frames(container)).toHaveLength(1 + FLIPBOOK_MOUNT_BATCH)
      expect(transitions).toHaveBeenCalledTimes(1)
      idle(1)
      expect(frames(container)).toHaveLength(count)
      expect(transitions).toHaveBeenCalledTimes(2)
      await flush()
      expect(container.querySelector("figure")).toHaveAttribute("data-state", "cycling")
      expect(transitions).toHaveBeenCalledTimes(3)
    } finally {
      transitions.mockRestore()
    }
  })

  it("decodes a frame once when its load event comes while it is decoding, and again if that decode failed", async () => {
    heldBack = new Set([srcOf("harvest-02"), srcOf("harvest-03"), srcOf("harvest-04")])
    const { container } = show({ portrait: portrait(4) })
    await bringIntoView()
    const [, second, third, fourth] = frames(container)
    expect(decode).toHaveBeenCalledTimes(4)
    // The second still loads the file its decode was asked for: nothing more to do when that decode ends.
    fireEvent.load(second!)
    expect(decode).toHaveBeenCalledTimes(4)
    await release(srcOf("harvest-02"))
    expect(decode).toHaveBeenCalledTimes(4)
    expect(second).toHaveAttribute("data-decoded", second!.src)
    // The third loads another file (the browser picked another candidate) while its decode runs, and the decode
    // ends well: what it records is the file now shown, so it is not decoded again.
    Object.defineProperty(third, "currentSrc", { configurable: true, value: "/static/larger/harvest-03.jpg" })
    fireEvent.load(third!)
    await release(srcOf("harvest-03"))
    expect(decode).toHaveBeenCalledTimes(4)
    expect(third).toHaveAttribute("data-decoded", "/static/larger/harvest-03.jpg")
    // The fourth does the same, but its decode fails (the file changed under it): it is decoded once more.
    Object.defineProperty(fourth, "currentSrc", { configurable: true, value: "/static/larger/harvest-04.jpg" })
    fireEvent.load(fourth!)
    expect(decode).toHaveBeenCalledTimes(4)
    await fail(srcOf("harvest-04"))
    expect(decode).toHaveBeenCalledTimes(5)
    expect(decode.mock.contexts[4]).toBe(fourth)
    expect(fourth).toHaveAttribute("data-decoded", "/static/larger/harvest-04.jpg")
    tick()
    expect(shown(container)).toBe(1)
  })

  it("advances every 400 ms and wraps to the first still after the last", async () => {
    const { container } = show({ portrait: portrait(3) })
    await bringIntoView()
    expect(shown(container)).toBe(0)
    tick(PORTRAIT_FRAME_INTERVAL_MS - 1)
    expect(shown(container)).toBe(0)
    tick(1)
    expect(shown(container)).toBe(1)
    tick()
    expect(shown(container)).toBe(2)
    tick()
    expect(shown(container)).toBe(0)
    expect(container.querySelector("figure")).toHaveAttribute("data-state", "cycling")
  })

  it("switches frames without adding or replacing elements", async () => {
    const { container } = show({ portrait: portrait(4) })
    await bringIntoView()
    const before = frames(container)
    tick()
    tick()
    expect(frames(container)).toEqual(before)
    frames(container).forEach((img, i) => expect(img).toBe(before[i]))
  })

  it("does not cycle until every frame has decoded", async () => {
    heldBack = new Set([srcOf("harvest-03")])
    const { container } = show({ portrait: portrait(4) })
    await bringIntoView()
    tick(PORTRAIT_FRAME_INTERVAL_MS * 3)
    expect(shown(container)).toBe(0)
    expect(container.querySelector("figure")).toHaveAttribute("data-state", "loading")
    expect(frames(container)[2]).not.toHaveAttribute("data-decoded")
    await release(srcOf("harvest-03"))
    expect(frames(container)[2]).toHaveAttribute("data-decoded")
    tick()
    expect(shown(container)).toBe(1)
  })

  it("decodes a frame again when the browser picks another file for it, before showing it, without reading layout", async () => {
    const layoutReads = jest.spyOn(Element.prototype, "getBoundingClientRect")
    const { container } = show({ portrait: portrait(3) })
    await bringIntoView()
    decode.mockClear()
    // A wider window: the browser loads a larger file for the third frame, which was decoded at the old size.
    const third = frames(container)[2]!
    Object.defineProperty(third, "currentSrc", { configurable: true, value: "/static/larger/harvest-03.jpg" })
    heldBack = new Set([srcOf("harvest-03")])
    fireEvent.load(third)
    expect(decode).toHaveBeenCalledTimes(1)
    expect(decode.mock.contexts[0]).toBe(third)
    expect(third).not.toHaveAttribute("data-decoded")
    tick(PORTRAIT_FRAME_INTERVAL_MS * 3)
    expect(shown(container)).toBe(1)
    await release(srcOf("harvest-03"))
    expect(third).toHaveAttribute("data-decoded", "/static/larger/harvest-03.jpg")
    tick()
    expect(shown(container)).toBe(2)
    expect(layoutReads).not.toHaveBeenCalled()
    layoutReads.mockRestore()
  })

  it("off screen, leaves a frame whose file changed undecoded until the flipbook is back on screen", async () => {
    const { container } = show({ portrait: portrait(3) })
    await bringIntoView()
    setZone("screen", false)
    decode.mockClear()
    const third = frames(container)[2]!
    Object.defineProperty(third, "currentSrc", { configurable: true, value: "/static/larger/harvest-03.jpg" })
    fireEvent.load(third)
    expect(decode).not.toHaveBeenCalled()
    expect(third).not.toHaveAttribute("data-decoded")
    setZone("screen", true)
    await flush()
    expect(decode).toHaveBeenCalledTimes(1)
    expect(third).toHaveAttribute("data-decoded", "/static/larger/harvest-03.jpg")
  })

  it("pauses and plays with one real button whose label says what it will do", async () => {
    const { container } = show({ portrait: portrait(4) })
    await bringIntoView()
    tick()
    const button = screen.getByRole("button", { name: `${UI_TEXT.pauseMotion}: Portrait of harvest (excerpts)` })
    fireEvent.click(button)
    expect(button).toHaveTextContent(UI_TEXT.playMotion)
    tick(PORTRAIT_FRAME_INTERVAL_MS * 5)
    expect(shown(container)).toBe(1)
    expect(container.querySelector("figure")).toHaveAttribute("data-state", "paused")
    fireEvent.click(button)
    expect(button).toHaveTextContent(UI_TEXT.pauseMotion)
    await flush()
    tick()
    expect(shown(container)).toBe(2)
  })

  it("under reduced motion shows one still and fetches nothing more until the visitor presses play", async () => {
    reducedMotion = true
    const { container } = show({ portrait: portrait(4) })
    await bringIntoView()
    tick(PORTRAIT_FRAME_INTERVAL_MS * 5)
    expect(frames(container)).toHaveLength(1)
    expect(shown(container)).toBe(0)
    fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${UI_TEXT.playMotion}`) }))
    idle()
    expect(frames(container)).toHaveLength(4)
    await flush()
    tick()
    expect(shown(container)).toBe(1)
  })

  it("under reduced motion fetches no other still while the preference hook still gives its first answer", async () => {
    // In the browser the box can be reported near in a render that still holds the hook's first answer (false,
    // so hydration matches the server HTML): mounting the stills then fetched every frame of every nearby flipbook.
    reducedMotion = true
    jest.mocked(usePrefersReducedMotion).mockImplementation(() => false)
    try {
      const { container } = show({ portrait: portrait(4) })
      await bringIntoView()
      tick(PORTRAIT_FRAME_INTERVAL_MS * 5)
      expect(frames(container)).toHaveLength(1)
    } finally {
      jest.mocked(usePrefersReducedMotion).mockImplementation(realPreference)
    }
  })

  it("asks the browser for the reduced-motion setting once, not on every frame", async () => {
    const { container } = show({ portrait: portrait(4) })
    await bringIntoView()
    const before = mediaQueries
    tick(PORTRAIT_FRAME_INTERVAL_MS * 6)
    expect(shown(container)).toBe(2)
    expect(mediaQueries).toBe(before)
  })

  it("stops while the tab is hidden and carries on when it is shown again", async () => {
    const { container } = show({ portrait: portrait(4) })
    await bringIntoView()
    tick()
    act(() => {
      visibility = "hidden"
      document.dispatchEvent(new Event("visibilitychange"))
    })
    tick(PORTRAIT_FRAME_INTERVAL_MS * 5)
    expect(shown(container)).toBe(1)
    act(() => {
      visibility = "visible"
      document.dispatchEvent(new Event("visibilitychange"))
    })
    tick()
    expect(shown(container)).toBe(2)
  })

  it("stops off screen, and far from the screen drops its frames and goes back to the first still", async () => {
    const { container } = show({ portrait: portrait(4) })
    await bringIntoView()
    tick()
    setZone("screen", false)
    tick(PORTRAIT_FRAME_INTERVAL_MS * 5)
    expect(shown(container)).toBe(1)
    expect(frames(container)).toHaveLength(4)
    setZone("near", false)
    expect(frames(container)).toHaveLength(1)
    expect(shown(container)).toBe(0)
    expect(frames(container)[0]).not.toHaveAttribute("data-decoded")
  })

  it("loads the first still eagerly and first only when asked", () => {
    const { container, rerender } = show({ portrait: portrait(2) })
    expect(frames(container)[0]).toHaveAttribute("loading", "lazy")
    expect(frames(container)[0]).not.toHaveAttribute("fetchpriority")
    rerender(<Flipbook sizes="600px" portrait={portrait(2)} eager />)
    expect(frames(container)[0]).toHaveAttribute("loading", "eager")
    expect(frames(container)[0]).toHaveAttribute("fetchpriority", "high")
    // The other stills come later, at the browser's own priority.
    setZone("near", true)
    idle()
    expect(frames(container)).toHaveLength(2)
    expect(frames(container)[1]).toHaveAttribute("loading", "eager")
    expect(frames(container)[1]).not.toHaveAttribute("fetchpriority")
  })

  it("gives every source the sizes it is told", () => {
    const { container } = show({ portrait: portrait(2), sizes: "(max-width: 600px) 90vw, 480px" })
    setZone("near", true)
    for (const el of container.querySelectorAll("img, source"))
      expect(el).toHaveAttribute("sizes", "(max-width: 600px) 90vw, 480px")
  })

  it("can crop to another box and hide or leave out its caption", () => {
    const view = show({ portrait: portrait(2), aspect: { width: 492, height: 276 }, caption: "hidden" })
    expect(view.container.querySelector("[role=img]")).toHaveStyle({ aspectRatio: "492 / 276" })
    expect(view.container.querySelector("figcaption")).toHaveClass("visually-hidden")
    view.unmount()
    const { container } = show({ portrait: portrait(2), caption: "none" })
    expect(container.querySelector("figcaption")).toBeNull()
  })

  it("has no button and never cycles with a single still", async () => {
    const { container } = show({ portrait: portrait(1) })
    await bringIntoView()
    tick(PORTRAIT_FRAME_INTERVAL_MS * 3)
    expect(screen.queryByRole("button")).toBeNull()
    expect(shown(container)).toBe(0)
  })

  it("shows each of burlesque's stills from content in turn (the landing card's portrait)", async () => {
    const file = path.resolve(__dirname, "../../../content/portraits/portraits.json")
    // Stored with its languages: the stills are the English's (every language's).
    const content = (
      JSON.parse(fs.readFileSync(file, "utf8")) as { en: { portraits: { slug: string; stills: string[] }[] } }
    ).en
    const burlesque = content.portraits.find((p) => p.slug === "burlesque")!
    const fixture = {
      ...portrait(0, "burlesque"),
      frames: { sets: [SET], stills: burlesque.stills.map((s) => still(path.basename(s, path.extname(s)))) },
    }
    const { container } = show({ portrait: fixture, aspect: { width: 492, height: 276 }, caption: "hidden" })
    await bringIntoView()
    const seen = new Set<string>()
    for (let i = 0; i < burlesque.stills.length * 2; i++) {
      seen.add(frames(container)[shown(container)]!.getAttribute("src")!)
      tick()
    }
    expect(seen.size).toBe(burlesque.stills.length)
  })
})
