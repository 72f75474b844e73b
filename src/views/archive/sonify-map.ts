/**
 * The sound's mapping, from the per-frame figures of features.ts to sound parameters. Pure: the Web Audio graph
 * (sonify.ts) applies these each frame. Following Dubus & Bresin's survey: pitch for the hand's speed, loudness for
 * energy, stereo for the side, brightness for height, short sounds for events.
 */
import { SONIFICATION_PITCH_HZ } from "../../constants"

export const SOUND_LAYERS = ["loudness", "pitch", "brightness", "stereo", "ticks", "footfalls"] as const
export type SoundLayer = (typeof SOUND_LAYERS)[number]

export interface SoundFrame {
  energy: number
  handSpeed: number
  handHeight: number
  handSide: number
  jerk: number
  footfall: number
}
export interface SoundRanges {
  energy: number
  handSpeed: number
  jerk: number
}

/** Each take's own highest values, so the sound uses its whole range whatever the activity. */
export const soundRanges = (frames: readonly SoundFrame[]): SoundRanges => ({
  energy: Math.max(1e-6, ...frames.map((f) => f.energy)),
  handSpeed: Math.max(1e-6, ...frames.map((f) => f.handSpeed)),
  jerk: Math.max(1e-6, ...frames.map((f) => f.jerk)),
})

const clamp01 = (x: number) => Math.min(1, Math.max(0, x))

/** Speed → pitch on an exponential (musical) scale: still hands at 110 Hz, the take's fastest at 880 Hz. */
export const pitchHz = (speed: number, max: number): number =>
  SONIFICATION_PITCH_HZ.low * (SONIFICATION_PITCH_HZ.high / SONIFICATION_PITCH_HZ.low) ** clamp01(speed / max)
/** Energy → loudness (0…1), square-rooted so quiet passages stay audible. */
export const loudness = (energy: number, max: number): number => Math.sqrt(clamp01(energy / max))
/** Hand height (m) → low-pass cut-off (Hz): hands at the ground sound dull, overhead bright. */
export const brightnessHz = (height: number): number => 300 * (5000 / 300) ** clamp01(height / 2)
/** Sideways distance from the root (m; +x is the mover's left) → stereo pan −1…1 (listener's view: mover faces us). */
export const pan = (side: number): number => Math.max(-1, Math.min(1, side / 0.6))
/** A jerk tick fires when jerk rises through this share of the take's highest jerk. */
export const TICK_SHARE = 0.6
export const isTick = (jerk: number, previous: number, max: number): boolean =>
  jerk >= TICK_SHARE * max && previous < TICK_SHARE * max

export interface SoundParams {
  gain: number
  frequency: number
  cutoff: number
  pan: number
  tick: boolean
  footfall: boolean
}

/** Everything the sound does in one frame, with switched-off layers held at a neutral value. */
export const soundParams = (
  frame: SoundFrame,
  previous: SoundFrame | undefined,
  ranges: SoundRanges,
  on: ReadonlySet<SoundLayer>,
): SoundParams => ({
  gain: on.has("loudness") ? loudness(frame.energy, ranges.energy) : 0.5,
  frequency: on.has("pitch") ? pitchHz(frame.handSpeed, ranges.handSpeed) : SONIFICATION_PITCH_HZ.low * 2,
  cutoff: on.has("brightness") ? brightnessHz(frame.handHeight) : 5000,
  pan: on.has("stereo") ? pan(frame.handSide) : 0,
  tick: on.has("ticks") && isTick(frame.jerk, previous?.jerk ?? 0, ranges.jerk),
  footfall: on.has("footfalls") && frame.footfall === 1,
})
