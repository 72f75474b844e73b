/**
 * Small seeded pseudo-random number generator (mulberry32) so that every
 * generated file is reproducible byte-for-byte. Never use Math.random here.
 */

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number
  /** Uniform float in [min, max). */
  range(min: number, max: number): number
  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number
  /** A random element of a non-empty array. */
  pick<T>(items: readonly T[]): T
  /** Roughly normal value (sum of uniforms), mean 0, sd ~1. */
  normal(): number
}

/** Derive a 32-bit seed from a string so each generator gets its own stream. */
export function seedFromString(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}

export function createRng(seed: number | string): Rng {
  let state = (typeof seed === "string" ? seedFromString(seed) : seed) >>> 0

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error("pick() from an empty array")
      return item
    },
    normal: () => (next() + next() + next() + next() - 2) * Math.sqrt(3),
  }
}
