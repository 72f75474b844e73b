/**
 * What a BVH file does not say about itself, and how the archive states it: the unit of its lengths, the axis it
 * puts up, and the frame rate its rounded Frame Time stands for. Everything the archive derives is in one
 * convention: Y up, metres, right-handed, ground at y = 0.
 */
import {
  BVH_UNITS,
  BVH_UNNAMED_UNITS,
  BVH_UP_AXES,
  NOMINAL_FRAME_RATE_TOLERANCE,
  NOMINAL_FRAME_RATES,
  STANDING_HEIGHT_RANGE_M,
  TYPICAL_STANDING_HEIGHT_M,
  type BvhUnit,
  type BvhUpAxis,
} from "../constants"
import { axisIndex } from "./axes"
import { metresPerUnitWords, UNIT_WORDS } from "./file-convention"
import type { Bvh } from "./bvh"
import { restPose } from "./kinematics"
import { readBody } from "./shape"
import type { RoleNames } from "./roles"

export { restPose }

export interface LengthUnit {
  /** Metres per file unit. */
  metresPerUnit: number
  /** As an entry writes it: "cm", or a number of metres per unit such as "0.0564444". */
  value: string
  /** As a sentence says it: "centimetres", "1 unit = 0.0564444 m". */
  words: string
}

/** A plain positive decimal such as 0.0564444 or 1e-3 (no sign, no units). */
const METRES_PER_UNIT = /^(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?$/i

/** Reads an entry's unit: a named unit, or a positive number of metres per file unit; undefined if neither. */
export const parseUnit = (value: string): LengthUnit | undefined => {
  const trimmed = value.trim()
  if (Object.hasOwn(BVH_UNITS, trimmed)) {
    const name = trimmed as BvhUnit
    return { metresPerUnit: BVH_UNITS[name], value: name, words: UNIT_WORDS[name] }
  }
  if (!METRES_PER_UNIT.test(trimmed)) return undefined
  const metresPerUnit = Number(trimmed)
  if (!(metresPerUnit > 0) || !Number.isFinite(metresPerUnit)) return undefined
  return { metresPerUnit, value: trimmed, words: metresPerUnitWords(trimmed) }
}

/** Six significant digits: how a number of metres per unit is written when the archive suggests one. */
const significant = (value: number): string => String(Number(value.toPrecision(6)))

/** Every unit the inspector tries: the named ones, then the unnamed conventions as numbers. */
export const candidateUnits = (): LengthUnit[] => [
  ...(Object.keys(BVH_UNITS) as BvhUnit[]).map((name) => parseUnit(name) as LengthUnit),
  ...Object.entries(BVH_UNNAMED_UNITS).map(([convention, metres]) => ({
    ...(parseUnit(significant(metres)) as LengthUnit),
    words: `1 unit = ${significant(metres)} m (${convention})`,
  })),
]

/**
 * Reads an up axis as an entry, the inspector's `--up` or the editor writes it: one of `BVH_UP_AXES`, any case, a
 * leading "+" allowed ("+y" is "y"); y when absent; undefined when it is none of them.
 */
export const parseUpAxis = (value: string | null | undefined): BvhUpAxis | undefined => {
  const lower = (value ?? "y").trim().toLowerCase().replace(/^\+/, "")
  return (BVH_UP_AXES as readonly string[]).includes(lower) ? (lower as BvhUpAxis) : undefined
}

/**
 * The turn that stands a file upright, as the archive's x, y, z each taken from one of the file's coordinates
 * (index, sign): a proper rotation (no mirror), so right-handed stays right-handed. A Z-up file turns a quarter about
 * x (its z becomes y, its y becomes -z); a -Y file a half turn about x; an X-up file a quarter about z.
 */
const UPRIGHT: Record<BvhUpAxis, readonly [number, number][]> = {
  y: [
    [0, 1],
    [1, 1],
    [2, 1],
  ],
  z: [
    [0, 1],
    [2, 1],
    [1, -1],
  ],
  "-y": [
    [0, 1],
    [1, -1],
    [2, -1],
  ],
  "-z": [
    [0, 1],
    [2, -1],
    [1, 1],
  ],
  x: [
    [1, -1],
    [0, 1],
    [2, 1],
  ],
  "-x": [
    [1, 1],
    [0, -1],
    [2, 1],
  ],
}

/**
 * Restates positions (x, y, z per point, in place) from the file's axes and unit into the archive's: turned by
 * `UPRIGHT` so the file's up axis becomes +y, then scaled to metres.
 */
export const toArchiveAxes = (points: Float64Array, up: BvhUpAxis, metresPerUnit: number): Float64Array => {
  // Read once: a long take turns millions of points.
  const [[x, xSign], [y, ySign], [z, zSign]] = UPRIGHT[up] as [[number, number], [number, number], [number, number]]
  const kx = xSign * metresPerUnit
  const ky = ySign * metresPerUnit
  const kz = zSign * metresPerUnit
  for (let i = 0; i + 2 < points.length; i += 3) {
    const px = points[i + x] as number
    const py = points[i + y] as number
    const pz = points[i + z] as number
    points[i] = kx * px
    points[i + 1] = ky * py
    points[i + 2] = kz * pz
  }
  return points
}

/** The inverse of `toArchiveAxes`'s turn for one vector: archive axes (Y up) to a file's axes with `up` up. */
export const fromArchiveAxes = (v: readonly [number, number, number], up: BvhUpAxis): [number, number, number] => {
  const out: [number, number, number] = [0, 0, 0]
  UPRIGHT[up].forEach(([from, sign], k) => {
    out[from] = sign * (v[k] as number)
  })
  return out
}

/** Frames per second: the nominal rate when the file's is within the tolerance of one, else to 3 decimals. */
export const nominalFps = (frameTime: number): number => {
  const fps = 1 / frameTime
  for (const rate of NOMINAL_FRAME_RATES) if (Math.abs(fps - rate) <= rate * NOMINAL_FRAME_RATE_TOLERANCE) return rate
  return Math.round(fps * 1000) / 1000
}

/** The rest pose's extent along one file axis (file units): a standing figure's height along its up axis. */
export const restExtent = (bvh: Bvh, up: BvhUpAxis): number => {
  const points = restPose(bvh)
  const axis = axisIndex(up)
  let low = Infinity
  let high = -Infinity
  for (let i = axis; i < points.length; i += 3) {
    low = Math.min(low, points[i] as number)
    high = Math.max(high, points[i] as number)
  }
  return points.length === 0 ? 0 : high - low
}

/**
 * Standing height in metres. A skeleton read as a human (./shape.ts) stands as tall as its bones are long (legs
 * plus trunk), whatever its rest pose and whichever axis is named up; a skeleton with no human shape, which the
 * archive refuses unless its entry states the roles, is measured as its rest pose's extent along the up axis.
 */
export const standingHeight = (bvh: Bvh, up: BvhUpAxis, metresPerUnit: number, stated: RoleNames = {}): number => {
  const body = readBody(bvh, stated)
  return (body.heightFrom === "rest pose" ? restExtent(bvh, up) : body.height) * metresPerUnit
}

/**
 * The axis the figure stands along: for a human shape, the one along which its head stays above its feet over the
 * take; otherwise the rest pose's longer one of y and z (y when both are as long; a rest pose does not say which
 * way is up, so only those two). A figure that lies down along the axis its
 * entry names is read wrongly.
 */
export const standingAxis = (bvh: Bvh, stated: RoleNames = {}): BvhUpAxis => {
  const body = readBody(bvh, stated)
  if (body.heightFrom !== "rest pose" && body.up !== undefined) return body.up
  return restExtent(bvh, "z") > restExtent(bvh, "y") ? "z" : "y"
}

export const plausibleHeight = (metres: number): boolean =>
  metres >= STANDING_HEIGHT_RANGE_M.min && metres <= STANDING_HEIGHT_RANGE_M.max

export interface Reading {
  unit: LengthUnit
  up: BvhUpAxis
  heightM: number
}

/**
 * Every unit and axis under which the figure stands at a plausible height, the most typical height first. Along
 * the axis it stands on first; a human figure, whose height is the same along any axis, only along that one.
 */
export const plausibleReadings = (bvh: Bvh, stated: RoleNames = {}): Reading[] => {
  const longer = standingAxis(bvh, stated)
  const human = readBody(bvh, stated).heightFrom !== "rest pose"
  const readings: Reading[] = []
  // A human figure stands along one of the six axes; a rest pose's extent is the same both ways along an axis, so
  // a skeleton without a human shape is offered y and z only.
  const axes: readonly BvhUpAxis[] = human ? [longer] : ["y", "z"]
  for (const up of axes)
    for (const unit of candidateUnits()) {
      const heightM = standingHeight(bvh, up, unit.metresPerUnit, stated)
      if (plausibleHeight(heightM)) readings.push({ unit, up, heightM })
    }
  const distance = (r: Reading) => Math.abs(Math.log(r.heightM / TYPICAL_STANDING_HEIGHT_M))
  return readings.sort((a, b) => Number(b.up === longer) - Number(a.up === longer) || distance(a) - distance(b))
}

/** Metres with two decimals, as messages say them. */
export const metres = (value: number): string => `${value.toFixed(2)} m`
