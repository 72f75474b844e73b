/**
 * The archive player's engine, loaded on first Play (or Listen): fetches motion.json, draws the skeleton on a canvas
 * at the data's frame rate from requestAnimationFrame (React does not render per frame) and, when asked, drives the
 * sound. Kept free of React so its chunk stays small.
 */
import { decodeMotion, type MotionData } from "../../archive/motion-data"
import { diagram, palette } from "../../theme/tokens"
import { advance, frameAt, spokenTime } from "./clock"
import { soundParams, soundRanges, SOUND_LAYERS, type SoundFrame, type SoundLayer } from "./sonify-map"

export type PlayerMotion = MotionData & { sound: Record<keyof SoundFrame, number[]> }
/** Which joint plays which part (the entry's joint roles, by joint name), for the head and the joint markers. */
export type FigureRoles = Partial<
  Record<"pelvis" | "head" | "leftHand" | "rightHand" | "leftFoot" | "rightFoot", string>
>

/**
 * The figure as the site's other figures draw a skeleton (components/figures/stick-figure.tsx): grey bones, a white
 * head ringed in grey, orange joint markers ringed in white at the pelvis, elbows, wrists, knees and ankles. Sizes
 * are shares of the canvas's height, so the figure keeps its proportions, and reads on a phone, at any width.
 */
const FIGURE = {
  bone: diagram.inkSoft,
  headFill: palette.white,
  marker: palette.primaryOrange,
  markerRing: palette.white,
  boneWidth: 0.018,
  headRadius: 0.05,
  headRing: 0.012,
  markerRadius: 0.018,
  markerRingWidth: 0.006,
} as const
const GROUND = palette.darkGrayscale
/** Looking down a little, so the ground's depth shows. */
const PITCH = (12 * Math.PI) / 180
const GRID_M = 0.5

export class Sound {
  readonly ctx: AudioContext
  private readonly voice: GainNode
  private readonly master: GainNode
  private readonly osc: OscillatorNode
  private readonly filter: BiquadFilterNode
  private readonly panner: StereoPannerNode
  layers = new Set<SoundLayer>(SOUND_LAYERS)

  constructor(ctx: AudioContext, volume: number) {
    this.ctx = ctx
    this.osc = new OscillatorNode(ctx, { type: "triangle", frequency: 220 })
    this.filter = new BiquadFilterNode(ctx, { type: "lowpass", frequency: 2000 })
    this.voice = new GainNode(ctx, { gain: 0 })
    this.panner = new StereoPannerNode(ctx)
    this.master = new GainNode(ctx, { gain: volume })
    this.osc.connect(this.filter).connect(this.voice).connect(this.panner).connect(this.master).connect(ctx.destination)
    this.osc.start()
  }

  volume(value: number) {
    this.master.gain.setTargetAtTime(value, this.ctx.currentTime, 0.02)
  }

  private click(frequency: number, seconds: number, level: number) {
    const t = this.ctx.currentTime
    const osc = new OscillatorNode(this.ctx, { type: "sine", frequency })
    const gain = new GainNode(this.ctx, { gain: level })
    gain.gain.exponentialRampToValueAtTime(0.001, t + seconds)
    osc.connect(gain).connect(this.panner)
    osc.start(t)
    osc.stop(t + seconds)
  }

  /** One frame's sound; `frames` are the data frames passed since the last call, for the events among them. */
  update(frames: SoundFrame[], previous: SoundFrame | undefined, ranges: ReturnType<typeof soundRanges>, on: boolean) {
    const last = frames.at(-1)
    if (!last) return
    const t = this.ctx.currentTime
    const params = soundParams(last, frames.at(-2) ?? previous, ranges, this.layers)
    this.voice.gain.setTargetAtTime(on ? 0.3 * params.gain : 0, t, 0.03)
    this.osc.frequency.setTargetAtTime(params.frequency, t, 0.03)
    this.filter.frequency.setTargetAtTime(params.cutoff, t, 0.03)
    this.panner.pan.setTargetAtTime(params.pan, t, 0.03)
    if (!on) return
    let before = previous
    for (const frame of frames) {
      const p = soundParams(frame, before, ranges, this.layers)
      if (p.tick) this.click(2400, 0.03, 0.25)
      if (p.footfall) this.click(90, 0.12, 0.5)
      before = frame
    }
  }

  close() {
    void this.ctx.close()
  }
}

export class Player {
  private readonly frames: Float32Array[]
  private readonly sounds: SoundFrame[]
  private readonly ranges: ReturnType<typeof soundRanges>
  readonly fps: number
  readonly duration: number
  time = 0
  speed = 1
  angle = 0
  travelling = true
  playing = false
  sound: Sound | undefined
  private last: number | undefined
  private raf = 0
  private shown = -1
  private readonly scale: number
  private readonly head: number
  /** The head's one child (a BVH End Site at the crown): the head circle spans the two, and no bone is drawn there. */
  private readonly crown: number
  private readonly markers: number[]

  constructor(
    private readonly motion: PlayerMotion,
    private readonly canvas: HTMLCanvasElement,
    private readonly slider: HTMLInputElement,
    roles: FigureRoles = {},
  ) {
    const at = (name: string | undefined) => (name === undefined ? -1 : motion.joints.indexOf(name))
    const parent = (joint: number) => (joint < 0 ? -1 : (motion.parents[joint] ?? -1))
    this.head = at(roles.head)
    const crowns = motion.parents.flatMap((p, j) => (p === this.head && this.head >= 0 ? [j] : []))
    this.crown = crowns.length === 1 ? (crowns[0] as number) : -1
    // Wrists and ankles, the elbows and knees above them, and the pelvis, as the site's stick figures mark them.
    const ends = [roles.leftHand, roles.rightHand, roles.leftFoot, roles.rightFoot].map(at)
    this.markers = [at(roles.pelvis), ...ends, ...ends.map(parent)].filter((j) => j >= 0)
    this.frames = decodeMotion(motion)
    this.fps = motion.fps
    this.duration = motion.frameCount / motion.fps
    const s = motion.sound
    this.sounds = this.frames.map((_, f) => ({
      energy: s.energy[f] ?? 0,
      handSpeed: s.handSpeed[f] ?? 0,
      handHeight: s.handHeight[f] ?? 0,
      handSide: s.handSide[f] ?? 0,
      jerk: s.jerk[f] ?? 0,
      footfall: s.footfall[f] ?? 0,
    }))
    this.ranges = soundRanges(this.sounds)
    let top = 0
    for (const frame of this.frames) for (let i = 1; i < frame.length; i += 3) top = Math.max(top, frame[i] as number)
    this.scale = (canvas.height * 0.8) / Math.max(top, 0.5)
  }

  static async load(
    url: string,
    canvas: HTMLCanvasElement,
    slider: HTMLInputElement,
    roles: FigureRoles = {},
  ): Promise<Player> {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    return new Player((await response.json()) as PlayerMotion, canvas, slider, roles)
  }

  get frame(): number {
    return frameAt(this.time, this.fps, this.frames.length)
  }

  play() {
    if (this.playing) return
    this.playing = true
    this.last = undefined
    this.raf = requestAnimationFrame(this.tick)
  }

  pause() {
    this.playing = false
    cancelAnimationFrame(this.raf)
    this.sound?.update([this.sounds[this.frame] as SoundFrame], undefined, this.ranges, false)
  }

  seek(time: number) {
    this.time = Math.min(Math.max(0, time), this.duration)
    this.shown = -1
    this.draw()
  }

  private readonly tick = (now: number) => {
    const before = this.frame
    if (this.last !== undefined) this.time = advance(this.time, now - this.last, this.speed, this.duration)
    this.last = now
    const after = this.frame
    if (this.sound) {
      const passed = after >= before ? this.sounds.slice(before + 1, after + 1) : this.sounds.slice(0, after + 1)
      this.sound.update(
        passed.length ? passed : [this.sounds[after] as SoundFrame],
        this.sounds[before],
        this.ranges,
        true,
      )
    }
    this.draw()
    if (this.playing) this.raf = requestAnimationFrame(this.tick)
  }

  /** Draws the current frame (only when it changed) and moves the slider with it. */
  draw(force = false) {
    const f = this.frame
    if (f === this.shown && !force) return
    this.shown = f
    this.slider.value = String(this.time)
    this.slider.setAttribute("aria-valuetext", spokenTime(this.time, this.duration))
    const ctx = this.canvas.getContext("2d")
    if (!ctx) return
    const { width, height } = this.canvas
    const frame = this.frames[f] as Float32Array
    const rootX = frame[0] as number
    const rootZ = frame[2] as number
    const a = (this.angle * Math.PI) / 180
    const cos = Math.cos(a)
    const sin = Math.sin(a)
    const ground = height * 0.9
    // The figure stays centred; in "travelling" the ground moves under it, in "in place" the ground stands still.
    const project = (x: number, y: number, z: number): [number, number] => {
      const u = x * cos + z * sin
      const w = -x * sin + z * cos
      return [width / 2 + u * this.scale, ground - (y * Math.cos(PITCH) - w * Math.sin(PITCH)) * this.scale]
    }
    ctx.clearRect(0, 0, width, height)
    ctx.fillStyle = GROUND
    const shiftX = this.travelling ? rootX % GRID_M : 0
    const shiftZ = this.travelling ? rootZ % GRID_M : 0
    for (let i = -6; i <= 6; i++)
      for (let k = -6; k <= 6; k++) {
        const [px, py] = project(i * GRID_M - shiftX, 0, k * GRID_M - shiftZ)
        ctx.fillRect(px - 1.5, py - 1.5, 3, 3)
      }
    const p = (index: number) =>
      project(
        (frame[index * 3] as number) - rootX,
        frame[index * 3 + 1] as number,
        (frame[index * 3 + 2] as number) - rootZ,
      )
    ctx.strokeStyle = FIGURE.bone
    ctx.lineWidth = FIGURE.boneWidth * height
    ctx.lineCap = "round"
    ctx.lineJoin = "round"
    ctx.beginPath()
    this.motion.parents.forEach((parent, j) => {
      if (parent < 0 || j === this.crown) return
      const [x1, y1] = p(parent)
      const [x2, y2] = p(j)
      ctx.moveTo(x1, y1)
      ctx.lineTo(x2, y2)
    })
    ctx.stroke()
    const disc = (x: number, y: number, radius: number, fill: string, ring: string, ringWidth: number) => {
      ctx.beginPath()
      ctx.arc(x, y, radius, 0, 2 * Math.PI)
      ctx.fillStyle = fill
      ctx.fill()
      ctx.strokeStyle = ring
      ctx.lineWidth = ringWidth
      ctx.stroke()
    }
    if (this.head >= 0) {
      const radius = FIGURE.headRadius * height
      const [hx, hy] = p(this.head)
      // Between the head joint and its crown; without a crown, one radius on from the neck, along the neck's line.
      let [cx, cy] = this.crown >= 0 ? p(this.crown) : p(this.motion.parents[this.head] ?? this.head)
      if (this.crown >= 0) [cx, cy] = [(hx + cx) / 2, (hy + cy) / 2]
      else {
        const length = Math.hypot(hx - cx, hy - cy) || 1
        ;[cx, cy] = [hx + ((hx - cx) / length) * radius, hy + ((hy - cy) / length) * radius]
      }
      disc(cx, cy, radius, FIGURE.headFill, FIGURE.bone, FIGURE.headRing * height)
    }
    for (const joint of this.markers) {
      const [x, y] = p(joint)
      disc(x, y, FIGURE.markerRadius * height, FIGURE.marker, FIGURE.markerRing, FIGURE.markerRingWidth * height)
    }
  }

  destroy() {
    this.pause()
    this.sound?.close()
    this.sound = undefined
  }
}
