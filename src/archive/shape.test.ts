/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * The body read from a skeleton's shape (./shape.ts), as a property: for every fixture and every sample take,
 * renaming every joint (random names, side words that lie) leaves the roles where they were and the standing height
 * as it was, and mirroring the skeleton left to right swaps left and right. Then the cases one by one: the rigs
 * names cannot read, the skeletons the archive refuses, roles an entry states, and names that disagree with the
 * shape.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { tinyTake } from "../../test/support/tiny-take"
import { BVH_UP_AXES, type BvhUpAxis } from "../constants"
import { analyseMotion } from "./analyse"
import { parseBvh, type Bvh } from "./bvh"
import { parseUnit, plausibleReadings, restExtent, standingHeight, type LengthUnit } from "./conventions"
import { framePositions } from "./kinematics"
import { endSitesAs, frameCountOff, turnedUp, withFace } from "./fixtures/body-transforms"
import { findRoles, ROLES, type Role, type Roles } from "./roles"
import { readBody } from "./shape"
import { mirrorTake } from "./take-variants"

const FIXTURES = path.join(__dirname, "fixtures")
const CONTENT = path.join(__dirname, "../../content/archive")
const read = (file: string): Bvh => parseBvh(fs.readFileSync(file, "utf8"), file)
const unit = (value: string) => parseUnit(value) as LengthUnit

/** A small seeded generator (mulberry32), so a failing case can be run again. */
const random = (seed: number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Side words and part words, shuffled onto joints they do not describe. */
const LIES = ["Left", "Right", "L", "R", "l", "r", "", "", "left_", "right_", "mLeft", "Bip01 R "]
const PARTS = [
  "Hand",
  "Foot",
  "Head",
  "Hip",
  "Hips",
  "Wrist",
  "Ankle",
  "Toe",
  "Thumb",
  "Spine",
  "Neck",
  "Arm",
  "Leg",
  "Q",
]

/** Every joint (End Sites too) under a new, unique, meaningless or misleading name. */
const renamed = (bvh: Bvh, seed: number): Bvh => {
  const next = random(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  return {
    ...bvh,
    joints: bvh.joints.map((joint, j) => ({
      ...joint,
      name: `${pick(LIES)}${pick(PARTS)}${Math.floor(next() * 1000)}x${j}`,
    })),
  }
}

/** Where a joint is in the take's first frame, in metres. */
const at = (bvh: Bvh, joint: number, metresPerUnit: number): number[] => {
  const points = framePositions(bvh, bvh.frames[0] as Float64Array)
  return [0, 1, 2].map((axis) => (points[joint * 3 + axis] as number) * metresPerUnit)
}
const apart = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - (b[i] as number)))

/** The roles the body must have: the joints its names say, or for rigs whose names say nothing, as built. */
const BUILT: Record<string, Partial<Record<Role, string>>> = {
  // Its head's skull is only in its End Site, which holds nothing: the neck chain's top is the joint below it.
  "end-sites-zeroed.bvh": {
    pelvis: "Pelvis",
    head: "Neck",
    leftHand: "LeftWrist",
    rightHand: "RightWrist",
    leftFoot: "LeftAnkle",
    rightFoot: "RightAnkle",
  },
  "numbered-joints.bvh": {
    pelvis: "J01",
    head: "J06",
    leftHand: "J10",
    rightHand: "J24",
    leftFoot: "J37",
    rightFoot: "J42",
  },
  "lowercase-prefix.bvh": {
    pelvis: "hip",
    head: "head",
    leftHand: "lhand",
    rightHand: "rhand",
    leftFoot: "lfoot",
    rightFoot: "rfoot",
  },
}

/** A few centimetres: how close the shape's joint must be to the one the names (or the build) say. */
const NEAR_M = 0.03
const SEEDS = [1, 2, 3]

interface Case {
  name: string
  /** The file's own text. */
  text: string
  bvh: Bvh
  metresPerUnit: number
  expected: Roles
}

/** Every fixture that is one standing human, and every sample take under its entry's unit. */
const cases = (): Case[] => {
  const refused = new Set(["quadruped.bvh", "two-figures.bvh"])
  const fixtureUnits: Record<string, number> = {
    "xsens-zup-mm.bvh": 0.001,
    "camera-space-neg-y-mm.bvh": 0.001,
    "cmu.bvh": 0.0254 / 0.45,
    "second-life.bvh": 0.0254,
    "makehuman-dialects.bvh": 0.1,
    "numbered-joints.bvh": 1,
  }
  const fixtures = fs
    .readdirSync(FIXTURES)
    .filter((file) => file.endsWith(".bvh") && !refused.has(file))
    .map((file): Case => {
      const text = fs.readFileSync(path.join(FIXTURES, file), "utf8")
      const bvh = parseBvh(text, file)
      const built = BUILT[file]
      const expected: Roles = built
        ? Object.fromEntries(
            Object.entries(built).map(([role, name]) => [role, bvh.joints.findIndex((j) => j.name === name)]),
          )
        : findRoles(bvh.joints)
      return { name: file, text, bvh, metresPerUnit: fixtureUnits[file] ?? 0.01, expected }
    })
  const archive = (
    JSON.parse(fs.readFileSync(path.join(CONTENT, "archive.json"), "utf8")) as {
      en: { entries: { motion: string; motionUnit: string }[] }
    }
  ).en
  const samples = archive.entries.map((entry): Case => {
    const text = fs.readFileSync(path.join(CONTENT, entry.motion), "utf8")
    const bvh = parseBvh(text, entry.motion)
    return {
      name: entry.motion,
      text,
      bvh,
      metresPerUnit: unit(entry.motionUnit).metresPerUnit,
      expected: findRoles(bvh.joints),
    }
  })
  return [...fixtures, ...samples]
}

const BODY_ROLES = ["pelvis", "head", "leftHand", "rightHand", "leftFoot", "rightFoot"] as const

/**
 * The same file with every End Site left out, so each chain ends in a joint (as some converters write them, e.g.
 * from ASF: a hand or a toe joint with no End Site under it). End Sites carry no channels, so the frames stand.
 */
const withoutEndSites = (text: string) => text.replace(/\r?\n[ \t]*end site\b[^{}]*\{[^{}]*\}/gi, "")

describe.each(cases().map((c) => [c.name, c] as const))("the body in %s", (_, { bvh, metresPerUnit, expected }) => {
  const body = readBody(bvh)
  const heightM = body.height * metresPerUnit

  it("is read from its shape: every role within a few centimetres of its joint, standing 0.9–2.4 m", () => {
    expect(body.refusal).toBeUndefined()
    for (const role of BODY_ROLES) {
      const want = expected[role]
      if (want === undefined) continue
      const found = body.roles[role]
      const off = found === undefined ? Infinity : apart(at(bvh, found, metresPerUnit), at(bvh, want, metresPerUnit))
      // Labelled with the role, so a failure says which.
      expect({ role, near: off < NEAR_M }).toEqual({ role, near: true })
    }
    expect(heightM).toBeGreaterThanOrEqual(0.9)
    expect(heightM).toBeLessThanOrEqual(2.4)
  })

  it.each(SEEDS)("finds the same roles and height with every joint renamed (seed %i)", (seed) => {
    const other = renamed(bvh, seed)
    const again = readBody(other)
    for (const role of ROLES) expect([role, again.roles[role]]).toEqual([role, body.roles[role]])
    expect(again.height * metresPerUnit).toBeCloseTo(heightM, 9)
    expect(again.up).toBe(body.up)
    for (const role of BODY_ROLES)
      if (again.roles[role] !== undefined) expect([role, again.found[role]]).toEqual([role, "shape"])
  })

  it("swaps left and right when the skeleton is mirrored, keeping its height", () => {
    const mirror = readBody(mirrorTake(bvh, "y", false))
    expect(mirror.roles.leftHand).toBe(body.roles.rightHand)
    expect(mirror.roles.rightHand).toBe(body.roles.leftHand)
    expect(mirror.roles.leftFoot).toBe(body.roles.rightFoot)
    expect(mirror.roles.rightFoot).toBe(body.roles.leftFoot)
    expect(mirror.roles.head).toBe(body.roles.head)
    expect(mirror.height * metresPerUnit).toBeCloseTo(heightM, 6)
  })
})

/**
 * Every case again with no chain ending in an End Site, as some converters write them (e.g. from ASF: a hand or a toe
 * joint with nothing under it): the same joints play the pelvis, the hands and the feet. Not extra-chains.bvh: the
 * stick held in its right hand is told from the arm only by the hand's own End Site (where its fingers end); with
 * that gone, nothing in the shape says where the arm stops and the stick begins.
 */
describe.each(cases().flatMap((c) => (c.name === "extra-chains.bvh" ? [] : [[c.name, c] as const])))(
  "the body in %s, every End Site left out",
  (_, { text, bvh }) => {
    it("has the same pelvis, hands and feet", () => {
      const body = readBody(bvh)
      const bare = parseBvh(withoutEndSites(text))
      expect(bare.joints.some((joint) => joint.endSite)).toBe(false)
      const again = readBody(bare)
      const nameOf = (reading: Bvh, joint: number | undefined) =>
        joint === undefined ? undefined : reading.joints[joint]?.name
      for (const role of ["pelvis", "leftHand", "rightHand", "leftFoot", "rightFoot"] as const)
        expect([role, nameOf(bare, again.roles[role])]).toEqual([role, nameOf(bvh, body.roles[role])])
    })
  },
)

/** The joints' names playing each body role, for readings whose joint lists differ (an added root, added joints). */
const bodyNames = (bvh: Bvh, roles: Roles) =>
  BODY_ROLES.map((role) => [role, roles[role] === undefined ? undefined : bvh.joints[roles[role]]?.name])

/**
 * Every case with every End Site as other exporters write them: of no length (`OFFSET 0 0 0`), repeating their
 * joint's own bone, pointing back along it. The pelvis, the hands and the feet stay the same joints (wrists and
 * ankles come from the limbs' joints, not from what their End Sites hold). With End Sites repeated or reversed, a
 * take whose clearest sign of the body's front is where its toe tips point may read left and right swapped, so
 * there the pairs are compared as pairs. The head and the height are not compared: the skull's top is where its End Site puts it (an
 * End Site of no length leaves the head its neck's top), so they may move; the height stays plausible.
 */
describe.each(cases().map((c) => [c.name, c] as const))(
  "the body in %s, its End Sites rewritten",
  (_, { bvh, metresPerUnit }) => {
    it.each(["zeroed", "repeated", "reversed"] as const)("reads the same limbs with every End Site %s", (dialect) => {
      const body = readBody(bvh)
      const again = readBody(endSitesAs(bvh, dialect))
      const limbs = (roles: Roles) => {
        const names = Object.fromEntries(bodyNames(bvh, roles)) as Record<string, string | undefined>
        const pair = (a: string, b: string) =>
          dialect === "zeroed" ? [names[a], names[b]] : [names[a], names[b]].sort()
        return [names.pelvis, pair("leftHand", "rightHand"), pair("leftFoot", "rightFoot")]
      }
      expect(limbs(again.roles)).toEqual(limbs(body.roles))
      expect(again.refusal).toBeUndefined()
      expect(again.height * metresPerUnit).toBeGreaterThanOrEqual(0.9)
      expect(again.height * metresPerUnit).toBeLessThanOrEqual(2.4)
    })
  },
)

/**
 * Every case with a face rig of dozens of short joints added under its head (a face root, brows, cheeks, a tongue):
 * the face is not the head. The same roles, the same height, the same up axis, the same suggested unit.
 */
describe.each(cases().map((c) => [c.name, c] as const))("the body in %s, a face added", (_, { bvh }) => {
  it("reads the same roles, height and suggestion", () => {
    const body = readBody(bvh)
    const faced = withFace(bvh, body.roles.head as number)
    expect(faced.joints.length - bvh.joints.length).toBeGreaterThanOrEqual(30)
    const again = readBody(faced)
    for (const role of ROLES) expect([role, again.roles[role]]).toEqual([role, body.roles[role]])
    expect(again.height).toBeCloseTo(body.height, 6)
    expect(again.up).toBe(body.up)
    const suggested = (take: Bvh) => plausibleReadings(take).map((r) => [r.unit.value, r.up])[0]
    expect(suggested(faced)).toEqual(suggested(bvh))
  })
})

/**
 * Every case stood along each of the six up axes (a camera-space capture's head at -y, an X-up rig): read with that
 * axis, the same joints play the body's roles at the same height; that axis is the one suggested, with the same
 * unit; and turned upright, every joint stands as high as in the file read along its own axis.
 */
describe.each(cases().map((c) => [c.name, c] as const))("the body in %s, stood along each axis", (_, c) => {
  const { bvh, metresPerUnit } = c
  it.each(BVH_UP_AXES)("reads the same body along %s", (to) => {
    const body = readBody(bvh)
    const from = body.up as BvhUpAxis
    const turned = turnedUp(bvh, from, to)
    const again = readBody(turned)
    expect(again.up).toBe(to)
    // An upper body's pelvis is the file's root, which the turn adds; the rest keep their joints.
    const kept = (names: ReturnType<typeof bodyNames>) =>
      names.filter(([role]) => role !== "pelvis" || body.heightFrom === "bones")
    expect(kept(bodyNames(turned, again.roles))).toEqual(kept(bodyNames(bvh, body.roles)))
    // An upper body's height is estimated from its root up, and the added root moves it (and the unit suggested
    // with it); the rest is for a whole body, whose height is its bones'.
    if (body.heightFrom !== "bones") return
    expect(again.height).toBeCloseTo(body.height, 6)
    const suggested = plausibleReadings(turned)[0]
    expect([suggested?.up, suggested?.unit.value]).toEqual([to, plausibleReadings(bvh)[0]?.unit.value])
    // Turned upright by the build: derived whole for the fixtures (a few frames each), not for the long sample takes.
    if (!c.name.endsWith(".bvh") || c.name.includes("/")) return
    const settings = { unit: { metresPerUnit, value: "", words: "" }, up: to }
    const analysis = analyseMotion(turned, "turned.bvh", settings)
    const original = analyseMotion(bvh, "file.bvh", { ...settings, up: from })
    expect(analysis.heightM).toBeCloseTo(original.heightM, 6)
    expect(analysis.warnings.filter((w) => w.includes("lies down") || w.includes("tall with"))).toEqual([])
    // Upright: each joint (the added root aside) as high above the file's root, frame by frame.
    const heights = (frames: readonly Float64Array[], skip: number) =>
      frames.map((frame) => {
        const ys = frame.filter((_, i) => i % 3 === 1).slice(skip)
        return Array.from(ys, (v) => Number((v - (ys[0] as number)).toFixed(6)) + 0)
      })
    expect(heights(analysis.positions.frames, 1)).toEqual(heights(original.positions.frames, 0))
  })
})

/**
 * Every case with its header's frame count a frame off: the frame lines are read, with a warning naming the line,
 * and the body is the same.
 */
describe.each(cases().map((c) => [c.name, c] as const))("the body in %s, its frame count off", (_, { text, bvh }) => {
  it.each([-1, 1])("reads the same frames and body with the header %i frame off", (by) => {
    const offText = frameCountOff(text, by)
    const off = parseBvh(offText, "off.bvh")
    expect(off.frames).toHaveLength(bvh.frames.length)
    // frames-miscount.bvh is one short already: one frame more is its true count, and no warning.
    const said = Number(/frames:\s*(\d+)/i.exec(offText)?.[1])
    expect(off.warnings ?? []).toHaveLength(said === bvh.frames.length ? 0 : 1)
    for (const warning of off.warnings ?? [])
      expect(warning).toMatch(/^line \d+ says "Frames: \d+" but \d+ frame lines follow/)
    const body = readBody(bvh)
    const again = readBody(off)
    for (const role of ROLES) expect([role, again.roles[role]]).toEqual([role, body.roles[role]])
    expect(again.height).toBeCloseTo(body.height, 9)
  })
})

const fixture = (file: string) => read(path.join(FIXTURES, file))
const named = (bvh: Bvh, roles: Roles) =>
  Object.fromEntries(
    ROLES.flatMap((role) => (roles[role] === undefined ? [] : [[role, bvh.joints[roles[role]]?.name]])),
  )

describe("rigs that names cannot read", () => {
  it("reads hands and feet on lower-case one-letter side prefixes, which name words miss", () => {
    const bvh = fixture("lowercase-prefix.bvh")
    expect(findRoles(bvh.joints).leftHand).toBeUndefined()
    expect(named(bvh, readBody(bvh).roles)).toMatchObject({
      leftHand: "lhand",
      rightHand: "rhand",
      leftFoot: "lfoot",
      rightFoot: "rfoot",
    })
  })

  it("stands a rig with its bones along local x by its take, not its rest pose, and suggests centimetres", () => {
    const bvh = fixture("bones-along-x.bvh")
    // The rest pose lies along x: along y it is a fraction of a metre, which read as the height suggests decimetres.
    expect(restExtent(bvh, "y") * 0.01).toBeLessThan(0.5)
    const body = readBody(bvh)
    expect(body.heightFrom).toBe("bones")
    expect(body.up).toBe("y")
    expect(standingHeight(bvh, "y", 0.01)).toBeCloseTo(1.72, 2)
    const readings = plausibleReadings(bvh)
    expect(readings[0]).toMatchObject({ unit: { value: "cm" }, up: "y" })
    expect(readings.map((r) => r.unit.value)).not.toContain("dm")
  })

  it("takes the up axis from where the head stays above the feet", () => {
    expect(readBody(fixture("xsens-zup-mm.bvh")).up).toBe("z")
    expect(readBody(fixture("mixamo.bvh")).up).toBe("y")
  })

  it("leaves out a tail, a stick in the hand, face joints and a stand beside the body", () => {
    const bvh = fixture("extra-chains.bvh")
    const body = readBody(bvh)
    expect(named(bvh, body.roles)).toEqual({
      root: "Reference",
      pelvis: "Pelvis",
      head: "Head",
      leftHand: "LeftWrist",
      rightHand: "RightWrist",
      leftFoot: "LeftAnkle",
      rightFoot: "RightAnkle",
    })
    expect(body.notes).toEqual([])
    const arms = body.arms.map((j) => bvh.joints[j]?.name)
    expect(arms).toContain("StickTip")
    expect(arms).not.toContain("Tail1")
  })

  it("reads an upper body without legs, says so, and estimates its height from the trunk", () => {
    const bvh = fixture("upper-body.bvh")
    const analysis = analyseMotion(bvh, "upper.bvh", { unit: unit("cm"), up: "y" })
    expect(analysis.refusal).toBeUndefined()
    expect(analysis.body.heightFrom).toBe("trunk")
    expect(analysis.heightM).toBeGreaterThan(1.5)
    expect(analysis.heightM).toBeLessThan(2)
    expect(analysis.warnings).toEqual([
      "upper.bvh: a partial skeleton: two arms and a head but no legs, so no feet; the standing height is estimated from the trunk",
      "upper.bvh: no joint found for the left foot; its figures are left at 0 (name it in the entry's roles.leftFoot)",
      "upper.bvh: no joint found for the right foot; its figures are left at 0 (name it in the entry's roles.rightFoot)",
    ])
  })

  it("finds the ankle above a one-bone foot, the wrist after a forearm shorter than the collarbone, and a short skull", () => {
    // Proportions real rigs have: a foot with no toe joints (ankle to toe tip, over half a shin), a short forearm
    // after a long collarbone (as the CMU skeleton's), a head whose End Site is a few centimetres above it.
    const text = fs
      .readFileSync(path.join(FIXTURES, "lowercase-prefix.bvh"), "utf8")
      .replace(/End Site\s*\{\s*OFFSET 0 -7 12\s*\}/g, (_, at: number) =>
        [`JOINT sole${at}`, "{", "OFFSET 0 -6 0", "CHANNELS 0", "End Site", "{", "OFFSET 0 -1 24", "}", "}"].join("\n"),
      )
      .replace(/OFFSET (-?)3 10 0\n/g, "OFFSET $120 10 0\n")
      .replace(/OFFSET (-?)1 -25 3\n/g, "OFFSET $11 -15 2\n")
      .replace("OFFSET 0 20 0\n", "OFFSET 0 7 0\n")
    const bvh = parseBvh(text)
    expect(named(bvh, readBody(bvh).roles)).toMatchObject({
      head: "head",
      leftHand: "lhand",
      rightHand: "rhand",
      leftFoot: "lfoot",
      rightFoot: "rfoot",
    })
  })

  it("finds the hand above fingers and the foot above five toes", () => {
    const bvh = fixture("fingers-toes.bvh")
    expect(named(bvh, readBody(bvh).roles)).toMatchObject({ leftHand: "LeftWrist", rightFoot: "RightAnkle" })
  })
})

/**
 * One fixture per class of file the reader once missed (written by scripts/make-shape-fixtures.ts with
 * ./fixtures/body-transforms.ts; synthetic).
 */
describe("the classes once missed", () => {
  it("finds the wrists and ankles, not the elbows and knees, above End Sites of no length", () => {
    const bvh = fixture("end-sites-zeroed.bvh")
    expect(bvh.joints.filter((j) => j.endSite).every((j) => j.offset.every((v) => v === 0))).toBe(true)
    expect(named(bvh, readBody(bvh).roles)).toMatchObject({
      leftHand: "LeftWrist",
      rightHand: "RightWrist",
      leftFoot: "LeftAnkle",
      rightFoot: "RightAnkle",
    })
  })

  it("reads the head at the top of the neck, not in its face rig, and measures the height up the neck", () => {
    const bvh = fixture("face-rig.bvh")
    const body = readBody(bvh)
    expect(named(bvh, body.roles)).toMatchObject({ head: "Head", leftHand: "LeftWrist", leftFoot: "LeftAnkle" })
    expect(standingHeight(bvh, "y", 0.01)).toBeCloseTo(1.72, 1)
    expect(plausibleReadings(bvh)[0]).toMatchObject({ unit: { value: "cm" }, up: "y" })
  })

  it("reads a camera-space take with its head at -y, suggests -y, and stands it upright", () => {
    const bvh = fixture("camera-space-neg-y-mm.bvh")
    expect(readBody(bvh).up).toBe("-y")
    expect(plausibleReadings(bvh)[0]).toMatchObject({ unit: { value: "mm" }, up: "-y" })
    const upright = analyseMotion(bvh, "cam.bvh", { unit: unit("mm"), up: "-y" })
    expect(upright.warnings).toEqual([])
    expect(upright.heightM).toBeCloseTo(1.72, 1)
    const head = upright.roles.head as number
    const foot = upright.roles.leftFoot as number
    const first = upright.positions.frames[0] as Float64Array
    expect(first[head * 3 + 1] as number).toBeGreaterThan((first[foot * 3 + 1] as number) + 1.3)
    // Read as Y up, it is upside down: the build says so and names the axis that stands it.
    const wrong = analyseMotion(bvh, "cam.bvh", { unit: unit("mm"), up: "y" })
    expect(wrong.warnings.join("\n")).toContain('with unit "mm" and up axis "-y" it stands 1.7')
  })

  it("reads a file whose header counts one frame fewer than it holds, and warns naming the line", () => {
    const text = fs.readFileSync(path.join(FIXTURES, "frames-miscount.bvh"), "utf8")
    const bvh = parseBvh(text, "miscount.bvh")
    expect(bvh.frames).toHaveLength(8)
    const analysis = analyseMotion(bvh, "miscount.bvh", { unit: unit("cm"), up: "y" })
    expect(analysis.warnings[0]).toMatch(
      /^miscount\.bvh: line \d+ says "Frames: 7" but 8 frame lines follow; all 8 are read$/,
    )
    expect(analysis.refusal).toBeUndefined()
  })
})

describe("skeletons that are not one standing human", () => {
  it.each([
    ["quadruped.bvh", "it stands on four limbs"],
    ["two-figures.bvh", 'it holds two figures (heads at "A_Head" and "B_Head")'],
  ])("refuses %s by name, saying what was found and how to state the roles", (file, found) => {
    const bvh = fixture(file)
    const analysis = analyseMotion(bvh, `content/archive/motion/${file}`, { unit: unit("cm"), up: "y" })
    expect(analysis.refusal).toContain(`content/archive/motion/${file}: ${found}`)
    expect(analysis.refusal).toContain('state the roles in the entry, e.g. "roles": { "head": "…"')
    // The joints to choose from, by name.
    expect(analysis.refusal).toContain(`choosing from its joints: ${bvh.joints[0]?.name}, ${bvh.joints[1]?.name}`)
  })

  it("refuses a skeleton with no human shape at all, naming the ends it found", () => {
    const stub = parseBvh(
      "HIERARCHY\nROOT Base\n{\nOFFSET 0 0 0\nCHANNELS 3 Xposition Yposition Zposition\nJOINT Pole\n{\nOFFSET 0 50 0\nCHANNELS 1 Zrotation\nEnd Site\n{\nOFFSET 0 50 0\n}\n}\n}\nMOTION\nFrames: 2\nFrame Time: 0.04\n0 0 0 0\n0 0 0 10\n",
    )
    expect(readBody(stub).refusal).toMatch(
      /^no standing human shape is found in it \(two legs from a pelvis, a spine, two arms from the chest; 1 limb end found at "Pole\/End"\); the archive reads one standing human and does not guess, so state the roles/,
    )
  })

  it("reads the body the entry states instead, and says so", () => {
    const bvh = fixture("quadruped.bvh")
    const stated = { head: "Skull", leftHand: "FrontL3", rightHand: "FrontR3", leftFoot: "BackL3", rightFoot: "BackR3" }
    const body = readBody(bvh, stated)
    expect(body.refusal).toBeUndefined()
    expect(body.found).toMatchObject({
      head: "stated",
      leftHand: "stated",
      rightHand: "stated",
      leftFoot: "stated",
      rightFoot: "stated",
    })
    expect(body.heightFrom).toBe("bones")
  })
})

describe("names against the shape", () => {
  it("keeps the shape's side where the names say the other, and says so", () => {
    const text = fs
      .readFileSync(path.join(FIXTURES, "mixamo.bvh"), "utf8")
      .replace(/mixamorig:Left/g, "mixamorig:TEMP")
      .replace(/mixamorig:Right/g, "mixamorig:Left")
      .replace(/mixamorig:TEMP/g, "mixamorig:Right")
    const bvh = parseBvh(text)
    const body = readBody(bvh)
    expect(named(bvh, body.roles)).toMatchObject({ leftHand: "mixamorig:RightHand", leftFoot: "mixamorig:RightFoot" })
    expect(body.notes).toEqual([
      'the names call "mixamorig:LeftHand" the left hand, but by the body\'s shape it is the right hand: the shape is used (state roles.leftHand and roles.rightHand if the names are right)',
      'the names call "mixamorig:LeftFoot" the left foot, but by the body\'s shape it is the right foot: the shape is used (state roles.leftFoot and roles.rightFoot if the names are right)',
    ])
  })

  it("lets the names break a tie the geometry leaves: no toes, no bent knees, no face", () => {
    // The tiny take's feet end straight down and its legs never bend: nothing shows which way the body faces.
    const text = tinyTake().replace(/OFFSET 0 0 10/g, "OFFSET 0 -5 0")
    const bvh = parseBvh(text)
    const byNames = readBody(bvh)
    expect(named(bvh, byNames.roles)).toMatchObject({ leftFoot: "LeftFoot", rightFoot: "RightFoot" })
    expect(byNames.found).toMatchObject({ leftFoot: "name", rightFoot: "name", head: "shape" })
    const nameless = readBody(renamed(bvh, 7))
    expect(nameless.notes).toContain(
      "the legs are found but not which is left: the take does not show the body's front (no toes, bent knees or face joints), and no joint's name says; state roles.leftFoot and roles.rightFoot",
    )
  })
})
