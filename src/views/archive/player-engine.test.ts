import { encodeMotion } from "../../archive/motion-data"
import { Player, type PlayerMotion } from "./player-engine"

/** A two-joint take at 30 fps: the tip rises 1 mm per frame, so the frame shown can be read off the data. */
const FPS = 30
const FRAMES = 60
const motion = (): PlayerMotion => {
  const frames = Array.from({ length: FRAMES }, (_, f) => [0, 1, 0, 0, 1 + f / 1000, 0])
  const zeros = new Array<number>(FRAMES).fill(0)
  return {
    ...encodeMotion(frames, ["Root", "Tip"], [-1, 0], 1 / FPS),
    sound: { energy: zeros, handSpeed: zeros, handHeight: zeros, handSide: zeros, jerk: zeros, footfall: zeros },
  }
}

describe("the player", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  const make = () => {
    const canvas = document.createElement("canvas")
    // jsdom draws nothing; the clock and the slider are what is under test.
    jest.spyOn(canvas, "getContext").mockReturnValue(null)
    const slider = document.createElement("input")
    return { player: new Player(motion(), canvas, slider), slider }
  }

  it("advances frames at the data's rate, not the screen's", () => {
    const { player } = make()
    player.play()
    jest.advanceTimersByTime(1000)
    // One second of data at 30 fps, give or take the first animation frame that only starts the clock.
    expect(player.frame).toBeGreaterThanOrEqual(FPS - 1)
    expect(player.frame).toBeLessThanOrEqual(FPS)
    player.destroy()
  })

  it("plays slower or faster with the speed", () => {
    const { player } = make()
    player.speed = 0.25
    player.play()
    jest.advanceTimersByTime(1000)
    expect(player.frame).toBeGreaterThanOrEqual(6)
    expect(player.frame).toBeLessThanOrEqual(8)
    player.destroy()
  })

  it("stops on pause and stays there", () => {
    const { player } = make()
    player.play()
    jest.advanceTimersByTime(500)
    player.pause()
    const held = player.frame
    jest.advanceTimersByTime(2000)
    expect(player.frame).toBe(held)
    expect(player.playing).toBe(false)
  })

  it("scrubs to a time, moving the slider and saying where it is", () => {
    const { player, slider } = make()
    player.seek(1.5)
    expect(player.frame).toBe(45)
    expect(slider.value).toBe("1.5")
    expect(slider.getAttribute("aria-valuetext")).toBe("1.5 s of 2.0 s")
    player.seek(99)
    expect(player.frame).toBe(FRAMES - 1)
  })

  it("loops at the end of the take", () => {
    const { player } = make()
    player.seek(1.9)
    player.play()
    jest.advanceTimersByTime(500)
    expect(player.frame).toBeLessThan(15)
    player.destroy()
  })
})
