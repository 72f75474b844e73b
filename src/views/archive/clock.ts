/**
 * The player's clock: which frame to show after some time has passed at some speed, at the data's own frame rate.
 * Kept apart from drawing so its timing is tested with fake timers.
 */
import type { Language } from "../../i18n/languages"
import { archiveWordsFor } from "./archive-words"

/** Advances data time by a wall-clock step (ms) at a speed, wrapping at the end of the take. */
export const advance = (time: number, stepMs: number, speed: number, durationS: number): number => {
  if (durationS <= 0) return 0
  const next = time + (Math.max(0, stepMs) / 1000) * speed
  return next % durationS
}

/** The frame that holds at a given data time: frames change exactly at multiples of 1/fps. */
export const frameAt = (time: number, fps: number, frameCount: number): number =>
  Math.min(frameCount - 1, Math.max(0, Math.floor(time * fps + 1e-9)))

/** "2.4 s of 9.6 s": the slider's spoken value, in the page's language's words ("2,4 s de 9,6 s"). */
export const spokenTime = (time: number, durationS: number, language: Language): string =>
  archiveWordsFor(language).archive.spokenTime(time, durationS)
