/**
 * Variants of a real take that keep its body and its movement and change one thing: the take in a mirror (the
 * other hand, the other foot, the turn the other way) and the take turning as it goes. A labelled set of real
 * captures rarely has both hands of one gesture or a walk turning both ways in every style; these make them from
 * the takes it has, so the similarity bench can ask whether "moves like this" tells the other hand and the other
 * turn apart (docs/similarity.md, "Variants of real takes"). What they make is synthetic and is named so.
 *
 * Pure: a parsed take in, a parsed take out (./bvh.ts `writeBvh` writes it).
 */
import type { BvhUpAxis } from "../constants"
import { axisIndex, axisSign } from "./axes"
import type { Bvh, BvhJoint, Channel } from "./bvh"
import { axisRotation, framePositions } from "./kinematics"

const AXES = ["X", "Y", "Z"] as const

/** The word for the other side, in the word's own case ("Left" → "Right", "L" → "R", "left" → "right"). */
const OTHER_SIDE: Record<string, string> = { left: "right", right: "left", l: "r", r: "l" }
const inCaseOf = (word: string, model: string): string =>
  model === model.toUpperCase()
    ? word.toUpperCase()
    : model[0] === model[0]?.toUpperCase()
      ? `${word[0]?.toUpperCase() ?? ""}${word.slice(1)}`
      : word

/**
 * A joint's name with left and right swapped, word by word as ./roles.ts reads a name's words ("LeftHand" →
 * "RightHand", "Hand_L" → "Hand_R", "lHand" → "rHand", "Bip01 L Hand" → "Bip01 R Hand"); a namespace before the
 * last ":" is kept, and a name without a side comes back as it was.
 */
export const otherSideName = (name: string): string => {
  const cut = name.lastIndexOf(":") + 1
  const own = name.slice(cut).replace(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g, (word) => {
    const other = OTHER_SIDE[word.toLowerCase()]
    return other === undefined ? word : inCaseOf(other, word)
  })
  return `${name.slice(0, cut)}${own}`
}

/** The horizontal axis a mirror reflects: x, or z when x is up. */
const mirrorAxis = (up: BvhUpAxis): 0 | 2 => (axisIndex(up) === 0 ? 2 : 0)

/**
 * The take reflected in a vertical plane (the file's x = 0, or z = 0 when x is up): every offset and position on
 * that axis changes sign, and every turn about the other two axes goes the other way, so each joint lands where
 * the original's mirror image is. With `swapSides` (the default) left and right swap names as well, so the copy is
 * the same movement done with the other hand; without it, the left-named limbs sit on the right.
 */
export const mirrorTake = (bvh: Bvh, up: BvhUpAxis, swapSides = true): Bvh => {
  const axis = mirrorAxis(up)
  const flips = (channel: Channel) =>
    channel === `${AXES[axis]}position` || (channel.endsWith("rotation") && channel[0] !== AXES[axis])
  return {
    ...bvh,
    joints: bvh.joints.map((joint): BvhJoint => ({
      ...joint,
      name: swapSides ? otherSideName(joint.name) : joint.name,
      offset: joint.offset.map((v, k) => (k === axis ? -v : v)) as unknown as BvhJoint["offset"],
    })),
    frames: bvh.frames.map((frame) => {
      const out = Float64Array.from(frame)
      for (const joint of bvh.joints)
        joint.channels.forEach((channel, i) => {
          if (flips(channel)) out[joint.firstValue + i] = -(frame[joint.firstValue + i] as number) || 0
        })
      return out
    }),
  }
}

/**
 * The take under a new root joint named `name`, with `channels` and no offset, above the old root: every other joint
 * and value is the file's own, one joint further down the list, and each frame's new values are `valuesAt(t)`.
 */
export const underNewRoot = (
  bvh: Bvh,
  name: string,
  channels: readonly Channel[],
  valuesAt: (t: number) => readonly number[],
): Bvh => {
  const added = channels.length
  const root: BvhJoint = { name, parent: -1, offset: [0, 0, 0], channels, firstValue: 0, endSite: false }
  return {
    ...bvh,
    joints: [
      root,
      ...bvh.joints.map((joint) => ({ ...joint, parent: joint.parent + 1, firstValue: joint.firstValue + added })),
    ],
    frames: bvh.frames.map((frame, t) => {
      const out = new Float64Array(frame.length + added)
      out.set(valuesAt(t))
      out.set(frame, added)
      return out
    }),
    channelCount: bvh.channelCount + added,
  }
}

/** A name for the added root that no joint of `bvh` has. */
const freshName = (bvh: Bvh, base: string): string => {
  const names = new Set(bvh.joints.map((joint) => joint.name))
  let name = base
  for (let k = 2; names.has(name); k++) name = `${base}${k}`
  return name
}

/**
 * The take turning as it goes: the body's heading turns steadily by `degrees` from the first frame to the last
 * (counter-clockwise seen from above, so positive is a turn to the mover's left), and its path bends with it: each
 * step the root takes is the original's step turned by the heading reached. Everything else, the body's own
 * movement and its height, is the original's.
 *
 * Done without touching the original's channels: a new root ("turn") above the old one carries the turn about the
 * up axis and the travel that bends the path, so any skeleton and any channel order turns the same way.
 */
export const turnTake = (bvh: Bvh, up: BvhUpAxis, degrees: number): Bvh => {
  const vertical = axisIndex(up)
  const rotation = AXES[vertical] as (typeof AXES)[number]
  const [h1, h2] = [0, 1, 2].filter((k) => k !== vertical) as [number, number]
  const n = bvh.frames.length
  // The new root's values, frame by frame: its travel on the two horizontal axes (0 on the vertical) and its turn.
  const rootValues: number[][] = []
  let path: [number, number] = [0, 0]
  let before: [number, number] = [0, 0]
  bvh.frames.forEach((frame, t) => {
    const points = framePositions(bvh, frame)
    const here: [number, number] = [points[h1] as number, points[h2] as number]
    // Counter-clockwise seen from above: about the up axis as it points, so an axis pointing down turns the other way.
    const angle = (axisSign(up) * degrees * t) / Math.max(1, n - 1)
    const turn = axisRotation(rotation, angle)
    const turned = (v: [number, number]): [number, number] => {
      const full = [0, 0, 0]
      full[h1] = v[0]
      full[h2] = v[1]
      const out = [0, 1, 2].map((row) => full.reduce((sum, x, col) => sum + (turn[row * 3 + col] as number) * x, 0))
      return [out[h1] as number, out[h2] as number]
    }
    if (t === 0) path = here
    else {
      const step = turned([here[0] - before[0], here[1] - before[1]])
      path = [path[0] + step[0], path[1] + step[1]]
    }
    before = here
    const rootNow = turned(here)
    const values = [0, 0, 0, angle]
    values[h1] = path[0] - rootNow[0]
    values[h2] = path[1] - rootNow[1]
    rootValues.push(values)
  })
  return underNewRoot(
    bvh,
    freshName(bvh, "turn"),
    ["Xposition", "Yposition", "Zposition", `${rotation}rotation`],
    (t) => rootValues[t] as number[],
  )
}
