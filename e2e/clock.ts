import { expect, type Locator, type Page } from "@playwright/test"

/**
 * The spec's intervals checked on Playwright's virtual clock (page.clock), so no verdict depends on how fast the
 * machine is: the clock is installed before the page loads (it then runs with real time while the page settles),
 * paused, and stepped by exact amounts. It drives the page's timers, Date, performance.now and animation frames;
 * CSS transitions and animations follow the document's own timeline and are seeked through their Animation objects
 * instead (see `seekAnimation`).
 */

/** How far ahead of the page's time the clock is paused: more than a busy machine takes between the two calls. */
const PAUSE_AHEAD_MS = 5_000
/** The strides `alignToStep` looks for a step with, coarse to fine: each narrows where in time the step falls. */
const SEARCH_STRIDES_MS = [100, 10, 1] as const
/** Message-channel round trips that let React render what a fired timer queued (its scheduler posts messages). */
const SETTLE_ROUNDS = 3

/** Installs the virtual clock; call it before the page is opened. */
export const installClock = (page: Page) => page.clock.install()

/** Stops the virtual clock a moment ahead of the page's time; from here on time moves only when a test steps it. */
export const pauseClock = async (page: Page) => {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + PAUSE_AHEAD_MS)
}

/**
 * Lets the page finish the work that the timers fired so far queued: React renders in message-channel tasks, which
 * the virtual clock does not hold back, so a check that nothing changed is made only after they have run.
 */
export const settle = (page: Page) =>
  page.evaluate(async (rounds) => {
    for (let i = 0; i < rounds; i++)
      await new Promise((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = resolve
        channel.port2.postMessage(null)
      })
  }, SETTLE_ROUNDS)

/** Steps the paused clock by `ms` and waits for what the timers due in it queued. */
export const step = async (page: Page, ms: number) => {
  await page.clock.runFor(ms)
  await settle(page)
}

/**
 * How long a "nothing moves" or "nothing starts" check watches, on the virtual clock: every animation frame and timer
 * due in it fires, however slow the machine, so a player or timer that would move something does so within it.
 */
export const WATCH_MS = 1_000
/** The stride a stillness check steps by: short beside any take or interval, so a loop cannot come round unseen. */
const WATCH_STRIDE_MS = 100

/**
 * Steps the paused clock by `ms` in strides of WATCH_STRIDE_MS and checks after each that `read` still gives
 * `expected`: every frame and timer in the span fires, and a looping take cannot come back round to where it stood
 * between two looks (a 6 s take did, once, when the span was read only at its end).
 */
export const expectStillFor = async <T>(page: Page, ms: number, read: () => Promise<T>, expected: T) => {
  for (let stepped = 0; stepped < ms;) {
    const stride = Math.min(WATCH_STRIDE_MS, ms - stepped)
    await step(page, stride)
    stepped += stride
    const now: unknown = await read()
    expect(now, `unchanged after ${stepped} ms of virtual time`).toEqual(expected)
  }
}

/**
 * Steps the paused clock until `read` (the index on show) changes, to the millisecond: afterwards a step has just
 * been taken, so the next one is due exactly one interval on. It looks in strides of SEARCH_STRIDES_MS, coarse to
 * fine: once a step came within the last stride, the next is due later than a stride short of one interval from
 * now, so the clock jumps there and looks again with the next, finer stride.
 */
export const alignToStep = async (page: Page, intervalMs: number, read: () => Promise<number>) => {
  let previousStride: number | undefined
  for (const stride of SEARCH_STRIDES_MS.filter((s) => s < intervalMs)) {
    if (previousStride !== undefined) {
      const shown = await read()
      await step(page, intervalMs - previousStride)
      expect(await read(), `no step ${previousStride} ms short of one interval`).toBe(shown)
    }
    const from = await read()
    const limit = previousStride ?? intervalMs + stride
    for (let waited = 0; (await read()) === from; waited += stride) {
      if (waited > limit) throw new Error(`no step within ${waited} ms of virtual time (interval ${intervalMs} ms)`)
      await step(page, stride)
    }
    previousStride = stride
  }
}

/**
 * From a step just taken (see `alignToStep`), checks `steps` more on the virtual clock: none at one millisecond
 * short of the interval, exactly one at the interval, each to `next` of the one before.
 */
export const expectStepsEvery = async (
  page: Page,
  intervalMs: number,
  read: () => Promise<number>,
  next: (index: number) => number,
  steps: number,
) => {
  const seen = [await read()]
  for (let i = 0; i < steps; i++) {
    const before = seen.at(-1)!
    await step(page, intervalMs - 1)
    expect(await read(), `step ${i + 1}: nothing at ${intervalMs - 1} ms`).toBe(before)
    await step(page, 1)
    await expect.poll(read, { message: `step ${i + 1}: one step at ${intervalMs} ms` }).toBe(next(before))
    seen.push(next(before))
  }
  return seen
}

/**
 * Holds every CSS transition and animation of the page where it starts (the document timeline's playback rate set to
 * 0 through the DevTools protocol), so a test can seek one (`seekAnimation`) however late it looks at it.
 */
export const holdAnimations = async (page: Page) => {
  const session = await page.context().newCDPSession(page)
  await session.send("Animation.enable")
  await session.send("Animation.setPlaybackRate", { playbackRate: 0 })
}

/**
 * The element's CSS animation or transition of `property` (a transition's property, or a property its keyframes
 * set), paused and seeked to `ms` on its own timeline (its delay included), then the property's computed value
 * there. CSS timing runs on the document's timeline, not on Playwright's clock, so it is checked this way.
 */
export const seekAnimation = async (element: Locator, property: string, ms: number) =>
  (await seekAnimationTimed(element, property, ms)).value

/** As `seekAnimation`, with the animation's own delay and duration (ms), to compare with the spec's exactly. */
export const seekAnimationTimed = (element: Locator, property: string, ms: number) =>
  element.evaluate(
    (element, { property, ms }) => {
      const animation = element.getAnimations().find((a) => {
        if ((a as CSSTransition).transitionProperty === property) return true
        const effect = a.effect as KeyframeEffect | null
        return effect?.getKeyframes().some((frame) => property in frame) ?? false
      })
      if (!animation) throw new Error(`no animation of ${property} on ${element.tagName}`)
      animation.pause()
      animation.currentTime = ms
      const { delay, duration } = animation.effect!.getTiming()
      return { value: getComputedStyle(element).getPropertyValue(property), delay, duration: Number(duration) }
    },
    { property, ms },
  )
