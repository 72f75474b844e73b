import { encodeMotion } from "../../archive/motion-data"
import { palette } from "../../theme/tokens"
import { Duet, Player, Take, type FigureRoles, type PlayerMotion } from "./player-engine"

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

describe("the player's figure", () => {
  /** A small skeleton standing still: pelvis, spine, head with its crown, one arm and one leg (metres, Y up). */
  const joints = ["Hips", "Spine", "Head", "HeadTop", "LeftForeArm", "LeftHand", "LeftLeg", "LeftFoot"]
  const parents = [-1, 0, 1, 2, 1, 4, 0, 6]
  const pose = [0, 1, 0, 0, 1.4, 0, 0, 1.6, 0, 0, 1.8, 0, 0.3, 1.2, 0, 0.4, 1, 0, 0.1, 0.5, 0, 0.1, 0.1, 0]
  const zeros = [0]
  const still: PlayerMotion = {
    ...encodeMotion([pose], joints, parents, 1 / 30),
    sound: { energy: zeros, handSpeed: zeros, handHeight: zeros, handSide: zeros, jerk: zeros, footfall: zeros },
  }

  /** Draws one frame into a context that records what was drawn: each bone's ends and each disc. */
  const drawn = (roles: FigureRoles) => {
    const bones: [number, number][] = []
    const discs: { x: number; y: number; r: number; fill: string }[] = []
    const context = {
      fillStyle: "",
      strokeStyle: "",
      lineWidth: 0,
      clearRect: () => undefined,
      fillRect: () => undefined,
      beginPath: () => undefined,
      moveTo: (x: number, y: number) => bones.push([x, y]),
      lineTo: () => undefined,
      stroke: () => undefined,
      arc: (x: number, y: number, r: number) => discs.push({ x, y, r, fill: "" }),
      fill() {
        const last = discs.at(-1)
        if (last) last.fill = this.fillStyle
      },
    }
    const canvas = document.createElement("canvas")
    canvas.width = 640
    canvas.height = 480
    jest.spyOn(canvas, "getContext").mockReturnValue(context as unknown as CanvasRenderingContext2D)
    new Player(still, canvas, document.createElement("input"), roles).draw(true)
    return { bones, discs }
  }

  it("draws a head between the head joint and its crown, and marks pelvis, elbow, wrist, knee and ankle", () => {
    const { bones, discs } = drawn({ pelvis: "Hips", head: "Head", leftHand: "LeftHand", leftFoot: "LeftFoot" })
    // Seven bones, less the one up to the crown, which the head's circle stands for.
    expect(bones).toHaveLength(6)
    const [head, ...markers] = discs
    expect(head?.fill).toBe(palette.white)
    expect(markers).toHaveLength(5)
    expect(markers.every((m) => m.fill === palette.primaryOrange)).toBe(true)
    // The head's centre is level with 1.7 m, halfway from the head joint (1.6 m) to the crown (1.8 m): above the
    // pelvis marker (1 m) and below the crown's height on the canvas.
    const pelvis = markers[0]!
    const scale = (480 * 0.8) / 1.8
    expect(pelvis.y - head!.y).toBeCloseTo(0.7 * scale * Math.cos((12 * Math.PI) / 180), 0)
    // Sizes are shares of the canvas, so they read at a phone's width: a head at least 20 px across at 320 px wide.
    expect(head!.r * 2 * (320 / 640)).toBeGreaterThanOrEqual(20)
  })

  it("draws the bones alone when the entry names no roles", () => {
    const { bones, discs } = drawn({})
    expect(bones).toHaveLength(7)
    expect(discs).toHaveLength(0)
  })
})

describe("two takes in one player", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  /** A take of `frames` frames at 30 fps whose tempo is `tempoHz`. */
  const take = (frames: number, tempoHz: number | null) => {
    const zeros = new Array<number>(frames).fill(0)
    return new Take({
      ...encodeMotion(
        Array.from({ length: frames }, (_, f) => [0, 1, 0, 0, 1 + f / 1000, 0]),
        ["Root", "Tip"],
        [-1, 0],
        1 / FPS,
      ),
      sound: { energy: zeros, handSpeed: zeros, handHeight: zeros, handSide: zeros, jerk: zeros, footfall: zeros },
      tempoHz,
    })
  }
  const make = (mode: "start" | "tempo") => {
    const canvas = document.createElement("canvas")
    jest.spyOn(canvas, "getContext").mockReturnValue(null)
    const slider = document.createElement("input")
    slider.type = "range"
    // 2 s at 2 beats a second beside 4 s at 1 beat a second.
    return { duet: new Duet(take(60, 2), take(120, 1), canvas, slider, mode), slider }
  }

  it("moves both figures on one clock, holds both on pause, and one slider moves both", () => {
    const { duet, slider } = make("start")
    expect(duet.frames).toEqual([0, 0])
    expect(slider.max).toBe("4")
    duet.play()
    jest.advanceTimersByTime(1000)
    const [a, b] = duet.frames
    expect(a).toBeGreaterThanOrEqual(FPS - 1)
    expect(b).toBe(a)
    duet.pause()
    const held = duet.frames
    jest.advanceTimersByTime(1000)
    expect(duet.frames).toEqual(held)
    duet.seek(3)
    // The first take (2 s) holds its last frame; the second is at 3 s.
    expect(duet.frames).toEqual([59, 90])
    expect(slider.value).toBe("3")
    expect(slider.getAttribute("aria-valuetext")).toBe("3.0 s of 4.0 s")
  })

  it("aligned by tempo, runs the second take at the tempi's ratio, and switches back", () => {
    const { duet, slider } = make("tempo")
    expect(duet.byTempo).toBe(true)
    expect(duet.rateB).toBe(2)
    expect(duet.duration).toBe(2)
    expect(slider.max).toBe("2")
    duet.seek(0.5)
    expect(duet.frames).toEqual([15, 30])
    duet.setAlignment("start")
    expect(duet.frames).toEqual([15, 15])
    expect(slider.max).toBe("4")
    duet.destroy()
  })
})
