/**
 * Reads a skeleton as a body from its shape: the hierarchy and the geometry of its take, not its joint names.
 * Names in BVH follow no standard (every exporter and rig brings its own), but a standing human always has the same
 * shape: two legs of equal length that meet at the pelvis and end lowest, one spine from the pelvis that ends
 * highest, and two arms of equal length that branch from the upper spine. This module finds that shape; names only
 * break ties (left and right, when the geometry cannot tell them), and an entry may state any role itself.
 *
 * How, step by step (lengths are bone lengths, which no pose changes):
 * 1. The tree's leaves (End Sites and childless joints) are grouped: leaves close together along the tree (the
 *    fingertips of one hand, the toes of one foot, the head's top and its face joints) are one limb's end. The
 *    head's end is the top of the neck chain: of its leaves, the one furthest along the neck (not a face's).
 * 2. Every choice of two legs, two arms and a head among those ends is tried. It must have the human topology (the
 *    legs' paths meet at one point, the pelvis, the arms' at another, the chest, and the head joins nearer the
 *    chest), left and right limbs of (nearly) equal length, and it must stand the right way up (its head above
 *    its feet by most of its length along one of the six axes, `UPRIGHT_SHARE`); the largest such body wins. Without two legs, two arms and a head are an upper body.
 *    What is left is checked: a second such body is a second figure, and "hands" that stay as low as the feet
 *    under a level spine are a four-legged figure's; either is refused, as is a skeleton with no body at all.
 * 3. On each limb, the hand or foot is the joint where its last long bone (the forearm, the shin) ends: the wrist
 *    where the hand and fingers begin, the ankle above the toes, whatever its End Sites hold. The head is where the
 *    neck chain meets the face, or the last joint with most of the skull above it.
 * 4. The up axis (y, z, x, or any of them pointing down) is the one along which the head stays above the feet over
 *    the take; left and right come from which side of the body's forward/up frame each limb lies on, frame by
 *    frame (forward is where the toes point and the knees bend, and where the face joints are).
 * 5. The standing height is the leg's length plus the trunk's, from bone lengths (see `standingFromBones`).
 */
import type { BvhUpAxis } from "../constants"
import type { Bvh, BvhJoint } from "./bvh"
import { BVH_UP_AXES } from "../constants"
import { axisIndex, axisSign, upVector } from "./axes"
import { framePositions, restPose, workspace } from "./kinematics"
import { findRoles, ROLE_WORDS, ROLES, type Role, type RoleNames, type Roles } from "./roles"

/** How a role's joint was found: by the skeleton's shape, by its name (a tie the shape left open), or as stated. */
export type RoleSource = "shape" | "name" | "stated"

/** How the standing height was measured: legs plus trunk, the trunk alone (no legs), or the rest pose's extent. */
export type HeightSource = "bones" | "trunk" | "rest pose"

export interface BodyReading {
  roles: Roles
  found: Partial<Record<Role, RoleSource>>
  /** The file's axis along which the head stays above the feet (or the pelvis) over the take; undefined if none. */
  up: BvhUpAxis | undefined
  /** Standing height in the file's units (0 when measured on the rest pose, along the axis the caller names). */
  height: number
  heightFrom: HeightSource
  /** Joints of the arms and legs (hands, feet, fingers and toes included), for the body's regions. */
  arms: number[]
  legs: number[]
  /** What an editor should know about the reading, without the file's name. */
  notes: string[]
  /** Why the skeleton is not read as one standing human, without the file's name; undefined when it is. */
  refusal: string | undefined
}

/**
 * At most this many frames, spread evenly over the take, are looked at: enough to see how a body holds itself over
 * a take of any length, few enough that a 140 s take at 120 Hz costs milliseconds.
 */
const SAMPLE_FRAMES = 240
/**
 * Leaves closer than this share of the skeleton's span (its longest leaf-to-leaf path) are one limb's end: the
 * fingertips of a hand are about a tenth of it apart, two different limbs' ends at least a third.
 */
const GROUP_SHARE = 0.2
/** Only the ends reaching furthest are tried as limbs; a human has five, props and tails add a few. */
const MAX_ENDS = 10
/** Left and right limbs may differ by this share of their length (capture suits fit a body only so closely). */
const SYMMETRY_TOLERANCE = 0.15
/**
 * A bone at least this share of its limb's longest one is a long bone: upper arm and forearm, thigh and shin are
 * about equal, the hand, the foot and every finger or toe bone under half of them.
 */
const LONG_BONE_SHARE = 0.5
/**
 * A limb's last bone, ending in a joint with nothing after it, is a limb segment when it is at least this share of
 * the long bone before it: a forearm is 0.8–0.9 of the upper arm and a shin about a thigh, while a foot (ankle to toe
 * tip) is half a shin or less. A hand that is one bone to the fingertips (about 0.75 of the forearm) would pass for
 * a forearm: such rigs put an End Site there.
 */
const SEGMENT_SHARE = 0.7
/**
 * The head is the last joint on the neck whose bones still reach this share of the trunk (pelvis to head top)
 * above it: the skull, from its base to its top, is a fifth of the trunk or more in the rigs seen (an eighth in a
 * short-skulled one); a joint at the top of it (a "head end") reaches only its End Site's few centimetres.
 */
const HEAD_TIP_SHARE = 0.08
/**
 * A standing body's head rises above its feet by about its legs' and trunk's length (0.9 of it upright, still over
 * half of it in a deep crouch held for half the take); a body read upside down or lying (a tail taken for the head,
 * the arms for the legs, along whichever axis that tail points) by a fraction of it.
 */
const UPRIGHT_SHARE = 0.5
/** Left and right are read from the geometry when at least this share of the frames agree. */
const SIDE_MAJORITY = 0.75
/**
 * Pelvis to head top is about this share of standing height (hip joints at about 0.53 of it, the pelvis a little
 * above): what a skeleton without legs is scaled by for an estimate.
 */
const TRUNK_SHARE = 0.45
/**
 * A second set of four limbs and a head at least this share of the body's size is a second figure, not a prop.
 */
const SECOND_FIGURE_SHARE = 0.5
/**
 * Four-legged: the "hands" stay within this share of the height above the feet, and the spine leans further than
 * 60° from the up axis (cosine under 0.5), over most of the take.
 */
const QUADRUPED_HAND_SHARE = 0.15
const QUADRUPED_SPINE_COS = 0.5
/**
 * The spine (pelvis to chest) is shorter than a leg in any human (about 0.3 of the height against 0.5); a
 * "spine" longer than this many legs runs through a second figure or a world root, so it is no body.
 */
const SPINE_MAX_LEGS = 1.5
/** Chest to head top is about half a leg; a "head" further than a leg's length away belongs to something else. */
const HEAD_MAX_LEGS = 1

type Points = Float64Array

interface Tree {
  joints: readonly BvhJoint[]
  children: number[][]
  depth: number[]
  /** Path length from the root along the bones. */
  reach: number[]
  samples: Points[]
}

const sub = (p: Points, a: number, b: number): [number, number, number] => [
  (p[a * 3] as number) - (p[b * 3] as number),
  (p[a * 3 + 1] as number) - (p[b * 3 + 1] as number),
  (p[a * 3 + 2] as number) - (p[b * 3 + 2] as number),
]
const norm = (v: readonly number[]) => Math.hypot(v[0] as number, v[1] as number, v[2] as number)
const dot = (a: readonly number[], b: readonly number[]) =>
  (a[0] as number) * (b[0] as number) + (a[1] as number) * (b[1] as number) + (a[2] as number) * (b[2] as number)
const cross = (a: readonly number[], b: readonly number[]): [number, number, number] => [
  (a[1] as number) * (b[2] as number) - (a[2] as number) * (b[1] as number),
  (a[2] as number) * (b[0] as number) - (a[0] as number) * (b[2] as number),
  (a[0] as number) * (b[1] as number) - (a[1] as number) * (b[0] as number),
]
const median = (values: number[]): number => {
  if (values.length === 0) return 0
  const sorted = [...values].sort((x, y) => x - y)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
/** How high joint `j` is along an up axis (which may point down a coordinate). */
const heightAlong = (p: Points, j: number, up: BvhUpAxis) => axisSign(up) * (p[j * 3 + axisIndex(up)] as number)

/** Positions (file units and axes) at up to `SAMPLE_FRAMES` frames spread over the take; the rest pose if none. */
const samplePositions = (bvh: Bvh): Points[] => {
  if (bvh.frames.length === 0) return [restPose(bvh)]
  const count = Math.min(SAMPLE_FRAMES, bvh.frames.length)
  const work = workspace(bvh)
  return Array.from({ length: count }, (_, i) =>
    framePositions(
      bvh,
      bvh.frames[Math.floor((i * bvh.frames.length) / count)] as Float64Array,
      new Float64Array(bvh.joints.length * 3),
      work,
    ),
  )
}

const makeTree = (bvh: Bvh): Tree => {
  const joints = bvh.joints
  const children = joints.map(() => [] as number[])
  const depth: number[] = []
  const reach: number[] = []
  const samples = samplePositions(bvh)
  const first = samples[0] as Points
  joints.forEach((joint, j) => {
    if (joint.parent >= 0) children[joint.parent]?.push(j)
    // A bone's length from the positions (a joint with position channels may move off its OFFSET).
    const length = joint.parent < 0 ? 0 : norm(sub(first, j, joint.parent))
    depth.push(joint.parent < 0 ? 0 : (depth[joint.parent] as number) + 1)
    reach.push(joint.parent < 0 ? 0 : (reach[joint.parent] as number) + length)
  })
  return { joints, children, depth, reach, samples }
}

const parentOf = (tree: Tree, j: number) => (tree.joints[j] as BvhJoint).parent

const lca = (tree: Tree, a: number, b: number): number => {
  let x = a
  let y = b
  while ((tree.depth[x] as number) > (tree.depth[y] as number)) x = parentOf(tree, x)
  while ((tree.depth[y] as number) > (tree.depth[x] as number)) y = parentOf(tree, y)
  while (x !== y) {
    x = parentOf(tree, x)
    y = parentOf(tree, y)
  }
  return x
}
const distance = (tree: Tree, a: number, b: number) =>
  (tree.reach[a] as number) + (tree.reach[b] as number) - 2 * (tree.reach[lca(tree, a, b)] as number)
/** The point where the paths between three joints meet. */
const meet = (tree: Tree, a: number, b: number, c: number): number =>
  [lca(tree, a, b), lca(tree, b, c), lca(tree, a, c)].reduce((best, x) =>
    (tree.depth[x] as number) > (tree.depth[best] as number) ? x : best,
  )
/** The joints from `a` to `b` along the tree, both included. */
const path = (tree: Tree, a: number, b: number): number[] => {
  const top = lca(tree, a, b)
  const up: number[] = []
  for (let x = a; x !== top; x = parentOf(tree, x)) up.push(x)
  const down: number[] = []
  for (let x = b; x !== top; x = parentOf(tree, x)) down.push(x)
  return [...up, top, ...down.reverse()]
}
const subtree = (tree: Tree, j: number): number[] => [j, ...(tree.children[j] ?? []).flatMap((c) => subtree(tree, c))]

interface Bone {
  end: number
  length: number
}

/** Whether anything (a joint or an End Site) hangs under joint `j`. */
const hasBelow = (tree: Tree, j: number) => (tree.children[j]?.length ?? 0) > 0

/**
 * The hand or foot on a limb's path (from the pelvis or chest to the limb's furthest end): the joint where the
 * limb's last long bone (the forearm, the shin) ends: the wrist where the hand and fingers begin, the ankle above
 * the foot and toes. Long is at least `LONG_BONE_SHARE` of the limb's longest bone. Bones are measured, not their
 * directions: a T-pose lines the whole arm up, and a take may hold the wrist still. A bone of no length (two joints
 * at one point) belongs to the bone before it.
 *
 * End Sites' lengths are left out: what they hold varies by exporter (a fingertip, a toe tip, nothing at all with
 * `OFFSET 0 0 0`, their joint's own bone again, or a bone pointing back), so only joints' bones count; an End Site
 * says only that the joint above it ends a chain. A chain that ends in a joint with nothing under it (converters
 * from ASF write them so) is read by its last bone: that joint is the wrist or the ankle when its bone is a limb
 * segment (the forearm, the shin: nearly as long as the long bone before it), and a finger or toe tip when it is
 * shorter (a hand's or a foot's bone), which is left out.
 */
const endOfLimb = (tree: Tree, limb: readonly number[]): number => {
  const joints = limb.filter((j) => !(tree.joints[j] as BvhJoint).endSite)
  const bones: Bone[] = []
  for (let i = 1; i < joints.length; i++) {
    const joint = joints[i] as number
    const length = (tree.reach[joint] as number) - (tree.reach[joints[i - 1] as number] as number)
    const last = bones.at(-1)
    if (last !== undefined && length === 0) last.end = joint
    else bones.push({ end: joint, length })
  }
  const inner = bones.filter((bone) => hasBelow(tree, bone.end))
  let measured = inner.length > 0 ? inner : bones
  const last = bones.at(-1)
  if (last !== undefined && inner.length > 0 && !hasBelow(tree, last.end)) {
    const innerLongest = Math.max(...inner.map((bone) => bone.length))
    const before = inner.filter((bone) => bone.length >= LONG_BONE_SHARE * innerLongest).at(-1)
    if (before !== undefined && last.length >= SEGMENT_SHARE * before.length) measured = bones
  }
  const longest = Math.max(0, ...measured.map((bone) => bone.length))
  const long = measured.filter((bone) => bone.length >= LONG_BONE_SHARE * longest).at(-1)
  return long?.end ?? (joints.at(-1) as number)
}

/**
 * The head on the neck chain (the path from the chest to the head's top): the last joint whose bones still reach
 * `HEAD_TIP_SHARE` of the trunk above it, or where the face branches off the neck chain (the head's end group's
 * base: eyes, jaw, a face root hang from the head), whichever is higher up the chain.
 */
const headOf = (tree: Tree, head: End, neck: readonly number[], trunk: number): number => {
  const tip = neck.at(-1) as number
  let found = neck[0] as number
  for (const joint of neck.slice(1)) {
    if ((tree.joints[joint] as BvhJoint).endSite) continue
    if ((tree.reach[tip] as number) - (tree.reach[joint] as number) >= HEAD_TIP_SHARE * trunk) found = joint
  }
  // A group of one leaf has no branch: its base is the leaf.
  if (head.leaves.length === 1 || (tree.joints[head.base] as BvhJoint).endSite) return found
  return neck.indexOf(head.base) > neck.indexOf(found) ? head.base : found
}

/**
 * The head's end group with its top chosen: of the leaves there (the head's top, and a face's eyes, jaw, tongue or
 * dozens of small face joints), the one furthest along the neck's direction (from the joint below the group's base
 * to the base) in the take's first sampled frame: the skull's top, not the longest path through the face, which
 * may run down a tongue or round the lips. A group of one leaf is its own top.
 */
const headEnd = (tree: Tree, end: End): End => {
  if (end.leaves.length === 1) return end
  const p = tree.samples[0] as Points
  let below = parentOf(tree, end.base)
  while (below >= 0 && norm(sub(p, end.base, below)) === 0) below = parentOf(tree, below)
  if (below < 0) return end
  const neck = sub(p, end.base, below)
  const tip = end.leaves.reduce((best, leaf) =>
    dot(sub(p, leaf, end.base), neck) > dot(sub(p, best, end.base), neck) ? leaf : best,
  )
  return { ...end, tip }
}

interface End {
  leaves: number[]
  /** Where the group's leaves meet (a hand where its fingers fan out; the leaf itself when alone): the limb's end. */
  base: number
  /** The leaf furthest from the base: the head's top, for the head. */
  tip: number
}

/** The tree's leaves, grouped by `GROUP_SHARE`: the furthest-reaching `MAX_ENDS` groups. */
const limbEnds = (tree: Tree): End[] => {
  const leaves = tree.joints.flatMap((_, j) => ((tree.children[j]?.length ?? 0) === 0 ? [j] : []))
  let span = 0
  for (let i = 0; i < leaves.length; i++)
    for (let k = i + 1; k < leaves.length; k++)
      span = Math.max(span, distance(tree, leaves[i] as number, leaves[k] as number))
  const group = leaves.map((_, i) => i)
  const find = (i: number): number => (group[i] === i ? i : (group[i] = find(group[i] as number)))
  for (let i = 0; i < leaves.length; i++)
    for (let k = i + 1; k < leaves.length; k++)
      if (distance(tree, leaves[i] as number, leaves[k] as number) <= GROUP_SHARE * span) group[find(i)] = find(k)
  const byGroup = new Map<number, number[]>()
  leaves.forEach((leaf, i) => byGroup.set(find(i), [...(byGroup.get(find(i)) ?? []), leaf]))
  const ends = [...byGroup.values()].map((members): End => {
    const base = members.reduce((at, leaf) => lca(tree, at, leaf))
    const tip = members.reduce((best, leaf) =>
      (tree.reach[leaf] as number) - (tree.reach[base] as number) >
      (tree.reach[best] as number) - (tree.reach[base] as number)
        ? leaf
        : best,
    )
    return { leaves: members, base, tip }
  })
  // How far each end reaches from the others: a limb's end is far from every other end, a prop's or a face's near.
  const eccentricity = (end: End) => Math.max(0, ...ends.map((other) => distance(tree, end.tip, other.tip)))
  return [...ends].sort((a, b) => eccentricity(b) - eccentricity(a)).slice(0, MAX_ENDS)
}

interface Candidate {
  pelvis: number
  chest: number
  legs: [End, End] | undefined
  arms: [End, End]
  head: End
  feet: [number, number] | undefined
  hands: [number, number]
  headJoint: number
  size: number
}

const symmetric = (a: number, b: number) => a > 0 && b > 0 && Math.abs(a - b) <= SYMMETRY_TOLERANCE * Math.max(a, b)

/** Every choice of two legs, two arms and a head with a human's topology and symmetry, largest first. */
const humans = (tree: Tree, ends: End[]): Candidate[] => {
  const found: Candidate[] = []
  // The same limb comes up in many choices: its hand or foot is found once.
  const cache = new Map<string, number>()
  const limbEnd = (tree: Tree, limb: readonly number[]): number => {
    const key = `${limb[0] as number}-${limb.at(-1) as number}`
    const known = cache.get(key) ?? endOfLimb(tree, limb)
    cache.set(key, known)
    return known
  }
  const n = ends.length
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = 0; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let h = 0; h < n; h++) {
            if (new Set([a, b, c, d, h]).size < 5) continue
            // Limbs are followed to their bases (a stick held in the hand ends with the hand's fingers, not beyond).
            const [la, lb, ac, ad] = [a, b, c, d].map((i) => (ends[i] as End).base) as [number, number, number, number]
            const head = headEnd(tree, ends[h] as End)
            const hd = head.tip
            const pelvis = meet(tree, la, lb, hd)
            const chest = meet(tree, ac, ad, hd)
            if (meet(tree, la, lb, ac) !== pelvis || meet(tree, la, lb, ad) !== pelvis) continue
            if (meet(tree, ac, ad, la) !== chest || meet(tree, ac, ad, lb) !== chest) continue
            const joins = meet(tree, hd, la, ac)
            if (distance(tree, joins, chest) > distance(tree, joins, pelvis)) continue
            const feet: [number, number] = [
              limbEnd(tree, path(tree, pelvis, la)),
              limbEnd(tree, path(tree, pelvis, lb)),
            ]
            const hands: [number, number] = [limbEnd(tree, path(tree, chest, ac)), limbEnd(tree, path(tree, chest, ad))]
            if (!symmetric(distance(tree, pelvis, feet[0]), distance(tree, pelvis, feet[1]))) continue
            if (!symmetric(distance(tree, chest, hands[0]), distance(tree, chest, hands[1]))) continue
            const trunk = distance(tree, pelvis, hd)
            const leg = (distance(tree, pelvis, feet[0]) + distance(tree, pelvis, feet[1])) / 2
            if (distance(tree, pelvis, chest) > SPINE_MAX_LEGS * leg) continue
            if (distance(tree, chest, hd) > HEAD_MAX_LEGS * leg) continue
            found.push({
              pelvis,
              chest,
              legs: [ends[a] as End, ends[b] as End],
              arms: [ends[c] as End, ends[d] as End],
              head,
              feet,
              hands,
              headJoint: headOf(tree, head, path(tree, chest, hd), trunk),
              size:
                distance(tree, pelvis, feet[0]) +
                distance(tree, pelvis, feet[1]) +
                distance(tree, chest, hands[0]) +
                distance(tree, chest, hands[1]) +
                trunk,
            })
          }
  return found.sort((x, y) => y.size - x.size)
}

/** Upper bodies: two arms and a head, where no legs were found. */
const upperBodies = (tree: Tree, ends: End[]): Candidate[] => {
  const found: Candidate[] = []
  const n = ends.length
  for (let c = 0; c < n; c++)
    for (let d = c + 1; d < n; d++)
      for (let h = 0; h < n; h++) {
        if (h === c || h === d) continue
        const [ac, ad] = [c, d].map((i) => (ends[i] as End).base) as [number, number]
        const head = headEnd(tree, ends[h] as End)
        const hd = head.tip
        const chest = meet(tree, ac, ad, hd)
        if (chest === ac || chest === ad || chest === hd) continue
        const hands: [number, number] = [endOfLimb(tree, path(tree, chest, ac)), endOfLimb(tree, path(tree, chest, ad))]
        if (!symmetric(distance(tree, chest, hands[0]), distance(tree, chest, hands[1]))) continue
        // The pelvis of an upper body is where its spine starts: the file's root, below the chest.
        const pelvis = lca(tree, 0, chest)
        const trunk = distance(tree, pelvis, hd)
        found.push({
          pelvis,
          chest,
          legs: undefined,
          arms: [ends[c] as End, ends[d] as End],
          head,
          feet: undefined,
          hands,
          headJoint: headOf(tree, head, path(tree, chest, hd), Math.max(trunk, distance(tree, chest, hd))),
          size: distance(tree, chest, hands[0]) + distance(tree, chest, hands[1]) + distance(tree, chest, hd),
        })
      }
  return found.sort((x, y) => y.size - x.size)
}

/**
 * The axis along which the head stays above the feet over the take (the median over the frames), and the pelvis
 * too: a four-legged figure's head reaches further forward than up, but its pelvis is only ever above its feet.
 * Where both are above along both axes, the one with the larger rise. Undefined when neither axis has both above.
 */
const upAxis = (tree: Tree, head: number, pelvis: number, bottoms: readonly number[]): BvhUpAxis | undefined => {
  let best: { up: BvhUpAxis; rise: number } | undefined
  for (const up of BVH_UP_AXES) {
    const riseOf = (top: number) =>
      median(tree.samples.map((p) => heightAlong(p, top, up) - Math.max(...bottoms.map((b) => heightAlong(p, b, up)))))
    const headRise = riseOf(head)
    const rise = headRise + (pelvis === bottoms[0] ? 0 : riseOf(pelvis))
    if (headRise > 0 && rise > 0 && (best === undefined || rise > best.rise)) best = { up, rise }
  }
  return best?.up
}

/**
 * Whether a body stands upright along `up`: over the take (the median frame) its head's top rises above its
 * higher foot by at least `UPRIGHT_SHARE` of its legs' and trunk's length along the bones.
 */
const upright = (tree: Tree, body: Candidate, up: BvhUpAxis): boolean => {
  const feet = body.feet ?? []
  if (feet.length === 0) return false
  const length =
    distance(tree, body.pelvis, body.head.tip) +
    feet.reduce((sum, foot) => sum + distance(tree, body.pelvis, foot), 0) / feet.length
  const rise = median(
    tree.samples.map(
      (p) => heightAlong(p, body.head.tip, up) - Math.max(...feet.map((foot) => heightAlong(p, foot, up))),
    ),
  )
  return rise >= UPRIGHT_SHARE * length
}

const horizontal = (v: readonly number[], up: readonly number[]): [number, number, number] => {
  const along = dot(v, up)
  return [
    (v[0] as number) - along * (up[0] as number),
    (v[1] as number) - along * (up[1] as number),
    (v[2] as number) - along * (up[2] as number),
  ]
}
const add = (a: number[], b: readonly number[]) => {
  for (let i = 0; i < 3; i++) a[i] = (a[i] as number) + (b[i] as number)
}

/**
 * Frame by frame, where forward is: the toes point forward of the ankles, a bent knee sits forward of the line
 * from hip to ankle, face joints sit forward of the head, and (for an upper body alone) the hands mostly work in
 * front of the chest. Summed as vectors, so the clearest sign weighs most.
 */
const forwardAt = (tree: Tree, p: Points, body: Candidate, up: readonly number[]): number[] => {
  const forward = [0, 0, 0]
  if (body.feet && body.legs) {
    for (const foot of body.feet) {
      const toes = subtree(tree, foot).slice(1)
      const tip = toes.reduce((best, j) => ((tree.reach[j] as number) > (tree.reach[best] as number) ? j : best), foot)
      if (tip !== foot) add(forward, horizontal(sub(p, tip, foot), up))
      const leg = path(tree, body.pelvis, foot)
      const hip = leg[1] ?? body.pelvis
      const line = sub(p, foot, hip)
      const lineLength = norm(line)
      if (lineLength > 0)
        for (const knee of leg.slice(2, -1)) {
          const rel = sub(p, knee, hip)
          const t = dot(rel, line) / (lineLength * lineLength)
          add(forward, horizontal([rel[0] - t * line[0], rel[1] - t * line[1], rel[2] - t * line[2]], up))
        }
    }
  }
  for (const leaf of body.head.leaves)
    if (leaf !== body.head.tip) add(forward, horizontal(sub(p, leaf, body.headJoint), up))
  if (!body.feet) for (const hand of body.hands) add(forward, horizontal(sub(p, hand, body.chest), up))
  return forward
}

/** The mean point of a limb's first two joints past its junction (hip and thigh, clavicle and shoulder). */
const rootOfLimb = (tree: Tree, p: Points, junction: number, end: number): number[] => {
  const first = path(tree, junction, end).slice(1, 3)
  const mean = [0, 0, 0]
  for (const j of first) add(mean, [p[j * 3] as number, p[j * 3 + 1] as number, p[j * 3 + 2] as number])
  return mean.map((v) => v / Math.max(1, first.length))
}

/**
 * Whether the first of two limbs is on the body's left, frame by frame: left is up × forward (right-handed axes,
 * as BVH's are). Undefined when fewer than `SIDE_MAJORITY` of the frames agree.
 */
const firstIsLeft = (tree: Tree, body: Candidate, up: BvhUpAxis, junction: number, ends: [number, number]) => {
  const u = upVector(up)
  let left = 0
  let right = 0
  for (const p of tree.samples) {
    const second = rootOfLimb(tree, p, junction, ends[1])
    const across = horizontal(
      rootOfLimb(tree, p, junction, ends[0]).map((v, i) => v - (second[i] as number)),
      u,
    )
    const side = dot(cross(u, forwardAt(tree, p, body, u)), across)
    if (side > 0) left++
    else if (side < 0) right++
  }
  const votes = left + right
  if (votes === 0 || Math.max(left, right) < SIDE_MAJORITY * tree.samples.length) return undefined
  return left > right
}

/**
 * Standing height from bone lengths (file units), which no pose changes: per leg, the bones from the hip joint
 * to the ankle, plus how far the hip joint sits below the pelvis (the short bones before the thigh, counted by
 * their drop along the spine's direction); the two legs' mean, plus the ankle's height over the sole (median over
 * the take of how far the flatter foot's lowest point lies below its ankle), plus the trunk: the bones from the
 * pelvis to the head's top, End Site included.
 */
const standingFromBones = (
  tree: Tree,
  pelvis: number,
  headTip: number,
  feet: readonly number[],
  up: BvhUpAxis | undefined,
): number => {
  const trunk = distance(tree, pelvis, headTip)
  const spine = path(tree, pelvis, headTip)[1] ?? pelvis
  const legs = feet.map((foot) => {
    const leg = path(tree, pelvis, foot)
    const bones = leg.slice(1).map((j, i) => ({
      from: leg[i] as number,
      to: j,
      length: (tree.reach[j] as number) - (tree.reach[leg[i] as number] as number),
    }))
    const longest = Math.max(0, ...bones.map((b) => b.length))
    const firstLong = bones.findIndex((b) => b.length >= LONG_BONE_SHARE * longest)
    let length = 0
    bones.forEach((bone, i) => {
      if (i >= firstLong) length += bone.length
      else
        length += Math.max(
          0,
          median(
            tree.samples.map((p) => {
              const trunkDirection = sub(p, spine, pelvis)
              const size = norm(trunkDirection)
              return size === 0 ? 0 : -dot(sub(p, bone.to, bone.from), trunkDirection) / size
            }),
          ),
        )
    })
    return length
  })
  // The ankle over the sole: in each frame the flatter foot's (a swinging foot tips its toes down), then the median.
  let ankle = 0
  if (up !== undefined)
    ankle = Math.max(
      0,
      median(
        tree.samples.map((p) =>
          Math.min(
            ...feet.map(
              (foot) => heightAlong(p, foot, up) - Math.min(...subtree(tree, foot).map((j) => heightAlong(p, j, up))),
            ),
          ),
        ),
      ),
    )
  return trunk + ankle + legs.reduce((sum, leg) => sum + leg, 0) / Math.max(1, legs.length)
}

const jointList = (joints: readonly BvhJoint[]) =>
  joints
    .filter((j) => !j.endSite)
    .map((j) => j.name)
    .join(", ")

/** How to state roles in an entry, with the file's own joint names to choose from. */
const howToState = (joints: readonly BvhJoint[]): string =>
  `state the roles in the entry, e.g. "roles": { "head": "…", "leftHand": "…", "rightHand": "…", "leftFoot": "…", "rightFoot": "…" }, choosing from its joints: ${jointList(joints)}`

/** Whether joint `j` lies on the limb from `junction` through `end` (or below `end`). */
const onLimb = (tree: Tree, j: number, junction: number, end: number) =>
  path(tree, junction, end).includes(j) || subtree(tree, end).includes(j)

const readings = new WeakMap<Bvh, Map<string, BodyReading>>()

/** Reads the body in a take; `stated` are the roles its entry names (each wins over the shape). Remembered. */
export const readBody = (bvh: Bvh, stated: RoleNames = {}): BodyReading => {
  const key = JSON.stringify(stated)
  const known = readings.get(bvh)?.get(key)
  if (known) return known
  const reading = read(bvh, stated)
  readings.set(bvh, (readings.get(bvh) ?? new Map<string, BodyReading>()).set(key, reading))
  return reading
}

const read = (bvh: Bvh, stated: RoleNames): BodyReading => {
  const notes: string[] = []
  const roles: Roles = {}
  const found: Partial<Record<Role, RoleSource>> = {}
  if (bvh.joints.length === 0)
    return {
      roles,
      found,
      up: undefined,
      height: 0,
      heightFrom: "rest pose",
      arms: [],
      legs: [],
      notes,
      refusal: "it has no joints",
    }
  const tree = makeTree(bvh)
  const ends = limbEnds(tree)
  const whole = humans(tree, ends)
  // A body must stand the right way up: its head above its feet along one of the six axes, by most of its length.
  // Upside down or lying (a tail taken for the head, the arms for the legs) the topology can look the same and its
  // "head" stay above its "feet" along some axis, but only by a little; only a take that never stands keeps the
  // largest.
  const upAlong = (candidate: Candidate) =>
    upAxis(tree, candidate.head.tip, candidate.pelvis, candidate.feet ?? [candidate.pelvis])
  const standing = (candidate: Candidate) => upAlong(candidate) !== undefined
  const standsUpright = (candidate: Candidate) => {
    const along = upAlong(candidate)
    return along !== undefined && upright(tree, candidate, along)
  }
  const uppers = upperBodies(tree, ends)
  const body = whole.find(standsUpright) ?? whole.find(standing) ?? whole[0] ?? uppers.find(standing) ?? uppers[0]
  const byName = findRoles(bvh.joints)
  const name = (j: number | undefined) => (j === undefined ? "" : `"${(bvh.joints[j] as BvhJoint).name}"`)
  let refusal: string | undefined
  let up: BvhUpAxis | undefined
  let arms: number[] = []
  let legs: number[] = []

  if (body !== undefined) {
    roles.root = 0
    roles.pelvis = body.pelvis
    roles.head = body.headJoint
    up = upAxis(tree, body.head.tip, body.pelvis, body.feet ?? [body.pelvis])
    const put = (role: Role, joint: number) => {
      roles[role] = joint
      found[role] = "shape"
    }
    for (const role of ["root", "pelvis", "head"] as const) found[role] = "shape"
    /** Left first: from the geometry, else from the names, else as the file lists them (and say so). */
    const sides = (
      junction: number,
      pair: [number, number],
      left: Role,
      right: Role,
      limb: string,
    ): [number, number] => {
      const geometric = up === undefined ? undefined : firstIsLeft(tree, body, up, junction, pair)
      const named = byName[left]
      const namedFirst =
        named === undefined
          ? undefined
          : onLimb(tree, named, junction, pair[0])
            ? true
            : onLimb(tree, named, junction, pair[1])
              ? false
              : undefined
      const firstLeft = geometric ?? namedFirst ?? true
      const ordered: [number, number] = firstLeft ? pair : [pair[1], pair[0]]
      put(left, ordered[0])
      put(right, ordered[1])
      if (geometric === undefined) {
        if (namedFirst !== undefined) {
          found[left] = "name"
          found[right] = "name"
        } else
          notes.push(
            `the ${limb} are found but not which is left: the take does not show the body's front (no toes, bent knees or face joints), and no joint's name says; state roles.${left} and roles.${right}`,
          )
      } else if (namedFirst !== undefined && namedFirst !== geometric)
        notes.push(
          `the names call ${name(byName[left])} the ${ROLE_WORDS[left]}, but by the body's shape it is the ${ROLE_WORDS[right]}: the shape is used (state roles.${left} and roles.${right} if the names are right)`,
        )
      return ordered
    }
    sides(body.chest, body.hands, "leftHand", "rightHand", "arms")
    arms = [
      ...new Set(body.hands.flatMap((hand) => [...path(tree, body.chest, hand).slice(1), ...subtree(tree, hand)])),
    ]
    if (body.feet) {
      sides(body.pelvis, body.feet, "leftFoot", "rightFoot", "legs")
      legs = [
        ...new Set(body.feet.flatMap((foot) => [...path(tree, body.pelvis, foot).slice(1), ...subtree(tree, foot)])),
      ]
    } else
      notes.push(
        "a partial skeleton: two arms and a head but no legs, so no feet; the standing height is estimated from the trunk",
      )
    for (const role of ["head", "pelvis"] as const) {
      const named = byName[role]
      const shaped = roles[role] as number
      if (named !== undefined && named !== shaped && !path(tree, body.pelvis, body.head.tip).includes(named))
        notes.push(
          `the names call ${name(named)} the ${ROLE_WORDS[role]}, but by the body's shape it is ${name(shaped)}: the shape is used`,
        )
    }
    const second = whole.find(
      (other) =>
        [other.legs?.[0], other.legs?.[1], other.arms[0], other.arms[1], other.head].every(
          (end) =>
            end !== body.legs?.[0] &&
            end !== body.legs?.[1] &&
            end !== body.arms[0] &&
            end !== body.arms[1] &&
            end !== body.head,
        ) && other.size >= SECOND_FIGURE_SHARE * body.size,
    )
    if (second) refusal = `it holds two figures (heads at ${name(body.headJoint)} and ${name(second.headJoint)})`
    else if (body.feet && up !== undefined) {
      const standsAlong = up
      const u = upVector(up)
      const height = standingFromBones(tree, body.pelvis, body.head.tip, body.feet, up)
      const lowHands = median(
        tree.samples.map(
          (p) =>
            Math.min(...body.hands.map((h) => heightAlong(p, h, standsAlong))) -
            Math.max(...(body.feet as number[]).map((f) => heightAlong(p, f, standsAlong))),
        ),
      )
      const spineCos = median(
        tree.samples.map((p) => {
          const spine = sub(p, body.chest, body.pelvis)
          const size = norm(spine)
          return size === 0 ? 1 : Math.abs(dot(spine, u)) / size
        }),
      )
      if (lowHands < QUADRUPED_HAND_SHARE * height && spineCos < QUADRUPED_SPINE_COS)
        refusal = `it stands on four limbs (the limbs at ${name(body.hands[0])} and ${name(body.hands[1])} stay as low as the feet and the spine lies level): a four-legged figure, or a take on all fours`
    } else if (up === undefined)
      notes.push(
        "the head does not stay above the feet along any of the axes (y, z, x, either way) over the take: the figure may lie down throughout",
      )
  } else
    refusal = `no standing human shape is found in it (two legs from a pelvis, a spine, two arms from the chest; ${ends.length} limb ${ends.length === 1 ? "end" : "ends"} found${ends.length ? ` at ${ends.map((e) => name(e.tip)).join(", ")}` : ""})`

  // Stated roles win over the shape.
  for (const role of ROLES) {
    const statedName = stated[role]
    const index = statedName === undefined ? -1 : bvh.joints.findIndex((j) => j.name === statedName)
    if (index >= 0) {
      roles[role] = index
      found[role] = "stated"
    }
  }
  if (roles.root === undefined) {
    roles.root = 0
    found.root = "shape"
  }
  const statesAll = (["head", "leftHand", "rightHand", "leftFoot", "rightFoot"] as const).every(
    (role) => found[role] === "stated",
  )
  if (refusal !== undefined && statesAll) refusal = undefined

  const pelvis = roles.pelvis ?? 0
  let height: number
  let heightFrom: HeightSource
  const feet = [roles.leftFoot, roles.rightFoot].filter((f): f is number => f !== undefined)
  if (roles.head !== undefined && body === undefined && up === undefined && feet.length > 0)
    up = upAxis(tree, roles.head, pelvis, feet)
  // The head's top: the shape's, or below a stated head the leaf furthest along its bones (its End Site).
  const headTip =
    roles.head === undefined
      ? undefined
      : body !== undefined && roles.head === body.headJoint
        ? body.head.tip
        : subtree(tree, roles.head).reduce((best, j) =>
            (tree.reach[j] as number) > (tree.reach[best] as number) ? j : best,
          )
  if (headTip !== undefined && feet.length > 0 && refusal === undefined) {
    height = standingFromBones(tree, pelvis, headTip, feet, up)
    heightFrom = "bones"
  } else if (headTip !== undefined && refusal === undefined) {
    height = distance(tree, pelvis, headTip) / TRUNK_SHARE
    heightFrom = "trunk"
  } else {
    // No human shape: the caller measures the rest pose along the axis it reads the file in (./conventions.ts).
    height = 0
    heightFrom = "rest pose"
  }
  if (refusal !== undefined)
    refusal = `${refusal}; the archive reads one standing human and does not guess, so ${howToState(bvh.joints)}`
  return { roles, found, up, height, heightFrom, arms, legs, notes, refusal }
}
