/**
 * The archive player's engine, loaded on first Play (or Listen): fetches motion.json, draws the skeleton on a canvas
 * at the data's frame rate from requestAnimationFrame (React does not render per frame) and, when asked, drives the
 * sound. Kept free of React so its chunk stays small.
 */
import { decodeMotion, motionTop, type MotionData } from "../../archive/motion-data"
import { DEFAULT_LANGUAGE, type Language } from "../../i18n/languages"
import { advance, frameAt, spokenTime } from "./clock"
import { align, takeTimes, type Aligned, type Alignment } from "./compare-align"
import {
  COMPARE_INK,
  drawFigure,
  FIGURE_INK,
  FIGURE_SIZES,
  figureShape,
  groundDots,
  GROUND_INK,
  stageScale,
  type FigureInk,
  type FigureRoles,
  type FigureShape,
  type Point,
  type StageView,
} from "./figure-geometry"
import { COMPARE_FIGURE_AT } from "../../constants"
import { soundParams, soundRanges, SOUND_LAYERS, type SoundFrame, type SoundLayer } from "./sonify-map"

export type PlayerMotion = MotionData & {
  sound: Record<keyof SoundFrame, number[]>
  /** The take's tempo (movements per second) as the build found it, or null when it has none steady enough. */
  tempoHz?: number | null
}
export type { FigureRoles }

/** One take ready to draw: its frames decoded, its figure's parts, its length and its highest point. */
export class Take {
  readonly frames: Float32Array[]
  readonly fps: number
  readonly duration: number
  readonly shape: FigureShape
  readonly top: number
  readonly tempoHz: number | undefined

  constructor(
    readonly motion: PlayerMotion,
    roles: FigureRoles = {},
  ) {
    this.frames = decodeMotion(motion)
    this.fps = motion.fps
    this.duration = motion.frameCount / motion.fps
    this.shape = figureShape(motion.joints, motion.parents, roles)
    this.top = motionTop(this.frames)
    this.tempoHz = motion.tempoHz ?? undefined
  }

  static async fetch(url: string, roles: FigureRoles = {}): Promise<Take> {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    return new Take((await response.json()) as PlayerMotion, roles)
  }

  frameAt(time: number): number {
    return frameAt(time, this.fps, this.frames.length)
  }
}

export interface StageFigure {
  take: Take
  frame: number
  ink: FigureInk
  centreX: number
}

/** Paints the ground under the first figure and each figure at its frame, as the still draws them (figure-still). */
export const paintStage = (canvas: HTMLCanvasElement, view: StageView, figures: readonly StageFigure[]) => {
  const ctx = canvas.getContext("2d")
  if (!ctx) return
  ctx.clearRect(0, 0, view.width, view.height)
  ctx.fillStyle = GROUND_INK
  const first = figures[0]
  if (first) {
    const frame = first.take.frames[first.frame] as Float32Array
    const size = FIGURE_SIZES.groundDot
    for (const [x, y] of groundDots(frame[0] as number, frame[2] as number, view))
      ctx.fillRect(x - size / 2, y - size / 2, size, size)
  }
  const disc = ([x, y]: Point, radius: number, fill: string, ring: string, ringWidth: number) => {
    ctx.beginPath()
    ctx.arc(x, y, radius, 0, 2 * Math.PI)
    ctx.fillStyle = fill
    ctx.fill()
    ctx.strokeStyle = ring
    ctx.lineWidth = ringWidth
    ctx.stroke()
  }
  for (const { take, frame, ink, centreX } of figures) {
    const drawing = drawFigure(take.frames[frame] as Float32Array, take.shape, view, centreX)
    ctx.strokeStyle = ink.bone
    ctx.lineWidth = drawing.boneWidth
    ctx.lineCap = "round"
    ctx.lineJoin = "round"
    ctx.beginPath()
    for (const [[x1, y1], [x2, y2]] of drawing.bones) {
      ctx.moveTo(x1, y1)
      ctx.lineTo(x2, y2)
    }
    ctx.stroke()
    if (drawing.head) disc(drawing.head.centre, drawing.head.radius, ink.headFill, ink.bone, drawing.head.ring)
    for (const marker of drawing.markers)
      disc(marker, drawing.markerRadius, ink.marker, ink.markerRing, drawing.markerRing)
  }
}

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
  readonly take: Take
  readonly fps: number
  readonly duration: number
  time = 0
  speed = 1
  angle = 0
  travelling = true
  playing = false
  /** Whether the take starts again at its end; when not, the player stops there and calls `onEnd` (a playlist). */
  loop = true
  /** The page's language, in which the slider's spoken time is written (set before the first draw). */
  language: Language = DEFAULT_LANGUAGE
  onEnd: (() => void) | undefined
  sound: Sound | undefined
  private last: number | undefined
  private raf = 0
  private shown = -1
  private readonly scale: number

  constructor(
    motion: PlayerMotion | Take,
    private readonly canvas: HTMLCanvasElement,
    private readonly slider: HTMLInputElement,
    roles: FigureRoles = {},
  ) {
    this.take = motion instanceof Take ? motion : new Take(motion, roles)
    this.frames = this.take.frames
    this.fps = this.take.fps
    this.duration = this.take.duration
    const s = this.take.motion.sound
    this.sounds = this.frames.map((_, f) => ({
      energy: s.energy[f] ?? 0,
      handSpeed: s.handSpeed[f] ?? 0,
      handHeight: s.handHeight[f] ?? 0,
      handSide: s.handSide[f] ?? 0,
      jerk: s.jerk[f] ?? 0,
      footfall: s.footfall[f] ?? 0,
    }))
    this.ranges = soundRanges(this.sounds)
    this.scale = stageScale(this.take.top, canvas.height)
  }

  static async load(
    url: string,
    canvas: HTMLCanvasElement,
    slider: HTMLInputElement,
    roles: FigureRoles = {},
  ): Promise<Player> {
    return new Player(await Take.fetch(url, roles), canvas, slider)
  }

  get frame(): number {
    return this.take.frameAt(this.time)
  }

  play() {
    if (this.playing) return
    // A playlist's take that ended starts again from its beginning when played again.
    if (!this.loop && this.time >= this.duration) this.seek(0)
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
    let ended = false
    if (this.last !== undefined) {
      const step = now - this.last
      if (!this.loop && this.time + (Math.max(0, step) / 1000) * this.speed >= this.duration) {
        this.time = this.duration
        ended = true
      } else this.time = advance(this.time, step, this.speed, this.duration)
    }
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
    if (ended) {
      this.pause()
      this.onEnd?.()
    } else if (this.playing) this.raf = requestAnimationFrame(this.tick)
  }

  /** Draws the current frame (only when it changed) and moves the slider with it. */
  draw(force = false) {
    const f = this.frame
    if (f === this.shown && !force) return
    this.shown = f
    this.slider.value = String(this.time)
    this.slider.setAttribute("aria-valuetext", spokenTime(this.time, this.duration, this.language))
    const { width, height } = this.canvas
    const view = { width, height, scale: this.scale, angle: this.angle, travelling: this.travelling }
    paintStage(this.canvas, view, [{ take: this.take, frame: f, ink: FIGURE_INK, centreX: width / 2 }])
  }

  destroy() {
    this.pause()
    this.onEnd = undefined
    this.sound?.close()
    this.sound = undefined
  }
}

/**
 * Two takes in one player (the compare view): one shared clock, aligned by start or by tempo (compare-align.ts),
 * both figures on one stage at one scale, each in its own colour, in place. One slider moves both.
 */
export class Duet {
  time = 0
  speed = 1
  playing = false
  /** The page's language, in which the slider's spoken time is written (set before the first draw). */
  language: Language = DEFAULT_LANGUAGE
  private mode: Alignment
  private aligned: Aligned
  private last: number | undefined
  private raf = 0
  private readonly scale: number

  constructor(
    readonly a: Take,
    readonly b: Take,
    private readonly canvas: HTMLCanvasElement,
    private readonly slider: HTMLInputElement,
    mode: Alignment,
  ) {
    this.mode = mode
    this.aligned = align(a, b, mode)
    this.scale = stageScale(Math.max(a.top, b.top), canvas.height)
    this.slider.max = String(this.aligned.duration)
  }

  get duration(): number {
    return this.aligned.duration
  }

  get byTempo(): boolean {
    return this.aligned.byTempo
  }

  get rateB(): number {
    return this.aligned.rateB
  }

  /** The frame each take shows now. */
  get frames(): [number, number] {
    const [ta, tb] = takeTimes(this.time, this.a, this.b, this.aligned)
    return [this.a.frameAt(ta), this.b.frameAt(tb)]
  }

  /** Re-aligns, keeping the first take where it is (the second follows the new alignment). */
  setAlignment(mode: Alignment) {
    this.mode = mode
    this.aligned = align(this.a, this.b, this.mode)
    this.slider.max = String(this.aligned.duration)
    this.seek(Math.min(this.time, this.aligned.duration))
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
  }

  seek(time: number) {
    this.time = Math.min(Math.max(0, time), this.aligned.duration)
    this.draw()
  }

  private readonly tick = (now: number) => {
    if (this.last !== undefined) this.time = advance(this.time, now - this.last, this.speed, this.aligned.duration)
    this.last = now
    this.draw()
    if (this.playing) this.raf = requestAnimationFrame(this.tick)
  }

  draw() {
    this.slider.value = String(this.time)
    this.slider.setAttribute("aria-valuetext", spokenTime(this.time, this.aligned.duration, this.language))
    const { width, height } = this.canvas
    const view = { width, height, scale: this.scale, angle: 0, travelling: false }
    const [fa, fb] = this.frames
    paintStage(this.canvas, view, [
      { take: this.a, frame: fa, ink: COMPARE_INK[0], centreX: width * COMPARE_FIGURE_AT[0] },
      { take: this.b, frame: fb, ink: COMPARE_INK[1], centreX: width * COMPARE_FIGURE_AT[1] },
    ])
  }

  destroy() {
    this.pause()
  }
}
