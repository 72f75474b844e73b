/**
 * The body's roles, and what the joints' names say about them. The archive finds the roles from the skeleton's
 * shape (./shape.ts); names are only a second opinion there: they break a tie the geometry leaves (which side is
 * left when a take never shows the body's front) and are checked against the shape, which wins. BVH has no
 * standard joint names: exporters write `LeftHand`, `L_Wrist`, `Hand_L`, `hand.L`, `lHand`, `lhand`,
 * `mHandLeft`, `mixamorig:LeftHand`, `RightWrist`, `Bip01 R Hand`, `J07`… so no list of names can be trusted alone.
 * A name is read as words (camel case, `_`, `.`, `-`, spaces and digits split it; a `namespace:` is dropped): a
 * side is `left`/`l` or `right`/`r` as one of its words, a part is a word such as `hand` or `ankle`. A hand is the
 * wrist or hand joint nearest the body on its side, never a finger; a foot is the ankle or foot joint, never a toe.
 * An entry can name any role itself, and a stated role wins over both.
 */
import type { BvhJoint } from "./bvh"

export const ROLES = ["root", "pelvis", "head", "leftHand", "rightHand", "leftFoot", "rightFoot"] as const
export type Role = (typeof ROLES)[number]
/** Joint index per role; a role nobody plays is absent. */
export type Roles = Partial<Record<Role, number>>
/** Joint names an entry states, per role. */
export type RoleNames = Partial<Record<Role, string>>

/** How messages name a role. */
export const ROLE_WORDS: Record<Role, string> = {
  root: "root",
  pelvis: "pelvis",
  head: "head",
  leftHand: "left hand",
  rightHand: "right hand",
  leftFoot: "left foot",
  rightFoot: "right foot",
}

/** A name's words, lower case: "mixamorig:LeftHandIndex1" → left, hand, index, 1; "Bip01 L Hand" → bip, 01, l, hand. */
export const nameWords = (name: string): string[] => {
  const own = name.slice(name.lastIndexOf(":") + 1)
  return (own.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((word) => word.toLowerCase())
}

/** Words that make a joint a finger, a toe or a tip, whatever else its name says. */
const DIGIT_WORDS = new Set([
  "thumb",
  "index",
  "middle",
  "mid",
  "ring",
  "pinky",
  "pinkie",
  "little",
  "finger",
  "fingers",
  "metacarpal",
  "carpal",
  "toe",
  "toes",
  "ball",
  "tip",
  "end",
  "nub",
  "top",
  "site",
])

export const sideOf = (words: readonly string[]): "left" | "right" | undefined => {
  const left = words.some((w) => w === "left" || w === "l")
  const right = words.some((w) => w === "right" || w === "r")
  return left === right ? undefined : left ? "left" : "right"
}

const PARTS = {
  hand: ["hand", "wrist"],
  foot: ["ankle", "foot"],
  head: ["head", "skull"],
  pelvis: ["hips", "hip", "pelvis"],
} as const

const depthOf = (joints: readonly BvhJoint[], index: number): number => {
  let depth = 0
  for (let j = index; (joints[j]?.parent ?? -1) >= 0; j = (joints[j] as BvhJoint).parent) depth++
  return depth
}

/**
 * The joint nearest the root whose words include one of `parts` and match `side` (a side-less part for the head
 * and pelvis), never a finger, a toe or a tip. Among joints at the same depth the earlier part word wins.
 */
const findPart = (
  joints: readonly BvhJoint[],
  parts: readonly string[],
  side: "left" | "right" | undefined,
): number | undefined => {
  let best: { index: number; depth: number; rank: number } | undefined
  joints.forEach((joint, index) => {
    // An End Site named by the parser ("LeftHand/End") says "end" and is never picked; one the file names
    // itself ("End Site RightHand") can be.
    const words = nameWords(joint.name)
    if (words.some((w) => DIGIT_WORDS.has(w)) || sideOf(words) !== side) return
    const rank = parts.findIndex((part) => words.includes(part))
    if (rank < 0) return
    const depth = depthOf(joints, index)
    if (best === undefined || depth < best.depth || (depth === best.depth && rank < best.rank))
      best = { index, depth, rank }
  })
  return best?.index
}

/**
 * Finds every role by name alone; `stated` (joint names by role) takes precedence. Unknown stated names are
 * skipped. The shape reading (./shape.ts) asks this for its tie-breaks and its cross-check.
 */
export const findRoles = (joints: readonly BvhJoint[], stated: RoleNames = {}): Roles => {
  const guessed: Roles = {
    root: joints.length > 0 ? 0 : undefined,
    pelvis: findPart(joints, PARTS.pelvis, undefined) ?? (joints.length > 0 ? 0 : undefined),
    head: findPart(joints, PARTS.head, undefined),
    leftHand: findPart(joints, PARTS.hand, "left"),
    rightHand: findPart(joints, PARTS.hand, "right"),
    leftFoot: findPart(joints, PARTS.foot, "left"),
    rightFoot: findPart(joints, PARTS.foot, "right"),
  }
  const roles: Roles = {}
  for (const role of ROLES) {
    const name = stated[role]
    const named = name === undefined ? -1 : joints.findIndex((j) => j.name === name)
    const index = named >= 0 ? named : guessed[role]
    if (index !== undefined) roles[role] = index
  }
  return roles
}

/** Stated role names that name no joint in the file: [role, name] pairs, for the build's messages. */
export const unknownRoleNames = (joints: readonly BvhJoint[], stated: RoleNames): [Role, string][] =>
  ROLES.flatMap((role) => {
    const name = stated[role]
    return name !== undefined && !joints.some((j) => j.name === name) ? [[role, name] as [Role, string]] : []
  })

/** Roles the archive needs for its figures (hands and feet) that no joint plays. */
export const missingRoles = (roles: Roles): Role[] => ROLES.filter((role) => roles[role] === undefined)

/**
 * The joints the player draws: all but the fingers. From each hand the single chain onward is kept (a wrist's
 * hand, a hand's tip); at the first joint that branches, everything below it is left out.
 */
export const drawnJoints = (joints: readonly BvhJoint[], roles: Roles): number[] => {
  const children = joints.map((_, index) => joints.flatMap((j, c) => (j.parent === index ? [c] : [])))
  const dropped = new Set<number>()
  const dropBelow = (index: number) => {
    for (const child of children[index] ?? []) {
      dropped.add(child)
      dropBelow(child)
    }
  }
  for (const hand of [roles.leftHand, roles.rightHand]) {
    let at = hand
    while (at !== undefined && (children[at]?.length ?? 0) === 1) at = children[at]?.[0]
    if (at !== undefined) dropBelow(at)
  }
  return joints.flatMap((_, index) => (dropped.has(index) ? [] : [index]))
}
