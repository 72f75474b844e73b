/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * The motion inspector's exact answers: the unit and axis it suggests and how a given unit or axis is used, the
 * plausible height readings, the warnings' words, the roles, the take's figures, the files it sizes, and the text
 * an editor reads. Every case reads or writes its own small BVH inside its test (docs/mutation-testing.md).
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { oneJointTake } from "../../test/support/one-joint-take"
import { tinyTake } from "../../test/support/tiny-take"
import { inspectMotion, inspectionText, type Inspection } from "./inspect"

const fixture = (file: string): string => fs.readFileSync(path.join(__dirname, "fixtures", file), "utf8")

/**
 * The tiny take's rest pose spans 170 cm along y (head's End Site at 85, feet at -85) and 10 cm along z (the feet's
 * End Sites): 1.70 m in centimetres with Y up, or 1.00 m in decimetres with Z up; no other unit and axis gives a
 * height within 0.9–2.4 m.
 */
const TINY_ROLES = {
  root: "Hips",
  pelvis: "Hips",
  head: "Head",
  leftHand: "LeftHand",
  rightHand: "RightHand",
  leftFoot: "LeftFoot",
  rightFoot: "RightFoot",
}

/** A lone root with one End Site 2.6 units above it: no unit the archive knows makes that 0.9–2.4 m tall. */
const STUB = oneJointTake({ endSiteUp: "2.6", frames: ["0 0 0", "0 0 0"], frameTime: "0.04" })

describe("inspectMotion suggests a unit and axis and uses the ones given", () => {
  it("without options, uses the best reading's unit and axis and lists every plausible reading", () => {
    const found = inspectMotion(tinyTake(), "tiny.bvh")
    expect(found.suggested).toEqual({ unit: "cm", up: "y" })
    expect(found.used).toEqual({ unit: "cm", up: "y" })
    expect(found.heightM).toBe(1.7)
    // A human figure is as tall along either axis; it stands along y only, so only y's readings are listed.
    expect(found.heights).toEqual([{ unit: "cm", up: "y", heightM: 1.7 }])
    expect(found.warnings).toEqual([])
    expect(found.heightFrom).toBe("bones")
    expect(found.refused).toBeNull()
  })

  it("without options, reads a file in its own unit, not the commonest one", () => {
    const found = inspectMotion(fixture("xsens-zup-mm.bvh"), "xsens.bvh")
    expect(found.used).toEqual({ unit: "mm", up: "z" })
    expect(found.suggested).toEqual({ unit: "mm", up: "z" })
    expect(found.heightM).toBe(1.65)
    expect(found.heights[0]).toEqual({ unit: "mm", up: "z", heightM: 1.65 })
    expect(found.warnings).toEqual([])
  })

  it("rounds heights to whole millimetres in an unnamed unit", () => {
    const found = inspectMotion(fixture("cmu.bvh"), "cmu.bvh")
    expect(found.used).toEqual({ unit: "0.0564444", up: "y" })
    expect(found.heightM).toBe(1.65)
    expect(found.heights[0]).toEqual({ unit: "0.0564444", up: "y", heightM: 1.65 })
  })

  it("with only an axis the figure lies along, reads in centimetres, lists no readings and says it lies down", () => {
    const found = inspectMotion(tinyTake(), "tiny.bvh", { up: "z" })
    expect(found.used).toEqual({ unit: "cm", up: "z" })
    expect(found.suggested).toEqual({ unit: "cm", up: "y" })
    expect(found.heightM).toBe(1.7)
    expect(found.heights).toEqual([])
    expect(found.warnings).toEqual([
      'tiny.bvh: the figure stands 1.70 m tall with unit "cm" and up axis "z", but its head stays above its feet along y, so it lies down; with unit "cm" and up axis "y" it stands 1.70 m',
    ])
  })

  it("with only the unit given, reads along the axis the figure stands on and lists that unit's readings", () => {
    const found = inspectMotion(tinyTake(), "tiny.bvh", {
      unit: { metresPerUnit: 0.1, value: "dm", words: "decimetres" },
    })
    expect(found.used).toEqual({ unit: "dm", up: "y" })
    expect(found.heightM).toBe(17)
    expect(found.heights).toEqual([])
  })

  it("with only a unit no reading has, reads along the best axis and lists no readings", () => {
    const found = inspectMotion(tinyTake(), "tiny.bvh", { unit: { metresPerUnit: 1, value: "m", words: "metres" } })
    expect(found.used).toEqual({ unit: "m", up: "y" })
    expect(found.heightM).toBe(170)
    expect(found.heights).toEqual([])
    expect(found.warnings).toEqual([
      'tiny.bvh: the figure stands 170.00 m tall with unit "m" and up axis "y", outside 0.9–2.4 m; with unit "cm" and up axis "y" it stands 1.70 m',
    ])
  })

  it("with both given, gives the one reading under them even when it is implausible", () => {
    const found = inspectMotion(tinyTake(), "tiny.bvh", {
      unit: { metresPerUnit: 1, value: "m", words: "metres" },
      up: "y",
    })
    expect(found.used).toEqual({ unit: "m", up: "y" })
    expect(found.heights).toEqual([{ unit: "m", up: "y", heightM: 170 }])
  })

  it("with both given as a plausible pair, gives that pair's reading alone", () => {
    const found = inspectMotion(tinyTake(), "tiny.bvh", {
      unit: { metresPerUnit: 0.01, value: "cm", words: "centimetres" },
      up: "y",
    })
    expect(found.heights).toEqual([{ unit: "cm", up: "y", heightM: 1.7 }])
    expect(found.warnings).toEqual([])
  })

  it("with only the axis given and no reading along it, lists no readings", () => {
    const found = inspectMotion(STUB, "stub.bvh", { up: "z" })
    expect(found.used).toEqual({ unit: "cm", up: "z" })
    expect(found.heightM).toBe(0)
    expect(found.heights).toEqual([])
  })

  it("without a human shape or any plausible reading, refuses the file, reads in centimetres with Y up and says no unit fits", () => {
    const found = inspectMotion(STUB, "stub.bvh")
    expect(found.suggested).toBeNull()
    expect(found.used).toEqual({ unit: "cm", up: "y" })
    expect(found.heightM).toBe(0.026)
    expect(found.heights).toEqual([])
    expect(found.roles).toEqual({ root: "Hips" })
    expect(found.roleSources).toEqual({ root: "shape" })
    expect(found.heightFrom).toBe("rest pose")
    expect(found.jointNames).toEqual(["Hips"])
    // The refusal names every role to state; the warnings do not repeat it role by role.
    expect(found.refused).toBe(
      'stub.bvh: no standing human shape is found in it (two legs from a pelvis, a spine, two arms from the chest; 1 limb end found at "Hips/End"); the archive reads one standing human and does not guess, so state the roles in the entry, e.g. "roles": { "head": "…", "leftHand": "…", "rightHand": "…", "leftFoot": "…", "rightFoot": "…" }, choosing from its joints: Hips',
    )
    // Nor do they add the height of a body that was not read: the refusal says what to do.
    expect(found.warnings).toEqual([])
  })
})

describe("inspectMotion states the take", () => {
  it("counts the tiny take's frames, rate, duration and joints without End Sites, and names its roles", () => {
    const found = inspectMotion(tinyTake(), "tiny.bvh")
    expect(found.file).toBe("tiny.bvh")
    expect(found.frames).toBe(10)
    expect(found.fps).toBe(30)
    expect(found.durationS).toBe(0.33)
    expect(found.joints).toBe(11)
    expect(found.referenceFrames).toBe(0)
    expect(found.roles).toEqual(TINY_ROLES)
    expect(found.playerFps).toBe(30)
  })

  it("leaves a T-pose reference frame out of the frames and the duration", () => {
    const found = inspectMotion(fixture("second-life.bvh"), "second-life.bvh")
    expect(found.referenceFrames).toBe(1)
    expect(found.frames).toBe(8)
    expect(found.fps).toBe(30)
    expect(found.durationS).toBe(0.27)
    expect(found.joints).toBe(19)
    expect(found.used).toEqual({ unit: "in", up: "y" })
    expect(found.heightM).toBe(1.65)
  })

  it("sizes the four derived data files under their names, the gzip smaller than the text", () => {
    const found = inspectMotion(tinyTake(), "tiny.bvh")
    expect(Object.keys(found.files)).toEqual(["joints.csv", "features.csv", "motion.json", "motion.json.gz"])
    for (const bytes of Object.values(found.files)) expect(bytes).toBeGreaterThan(0)
    expect(found.files["motion.json.gz"]).toBeLessThan(found.files["motion.json"] as number)
  })
})

/** An inspection written by hand, so the text's every line is known. */
const inspection = (overrides: Partial<Inspection>): Inspection => ({
  file: "take.bvh",
  frames: 10,
  fps: 30,
  durationS: 0.33,
  joints: 11,
  roles: TINY_ROLES,
  roleSources: Object.fromEntries(Object.keys(TINY_ROLES).map((role) => [role, "shape"])),
  jointNames: ["Hips", "Spine", "Head"],
  jointTree: [{ name: "Hips", children: [{ name: "Spine", children: [{ name: "Head", children: [] }] }] }],
  refused: null,
  referenceFrames: 0,
  heightM: 1.7,
  heightFrom: "bones",
  used: { unit: "cm", up: "y" },
  suggested: { unit: "cm", up: "y" },
  heights: [
    { unit: "cm", up: "y", heightM: 1.7 },
    { unit: "dm", up: "z", heightM: 1 },
  ],
  warnings: [],
  files: { "joints.csv": 9_999, "features.csv": 10_000, "motion.json": 12_600, "motion.json.gz": 800 },
  playerDataGzipBytes: 800,
  playerFps: 30,
  ...overrides,
})

describe("inspectionText", () => {
  it("prints every line of a clean inspection, sizes under 10 000 bytes in bytes and from there in kB", () => {
    expect(inspectionText(inspection({}))).toBe(
      [
        "take.bvh",
        "  take: 10 frames at 30 fps, 0.33 s; 11 joints",
        "  roles: root Hips (shape), pelvis Hips (shape), head Head (shape), leftHand LeftHand (shape), rightHand RightHand (shape), leftFoot LeftFoot (shape), rightFoot RightFoot (shape)",
        "  joint names: Hips, Spine, Head",
        "  reference frames left out: 0",
        "  read with unit cm, y up: standing height 1.7 m (from bone lengths)",
        "  suggested: unit cm, y up",
        "  plausible readings: cm y up → 1.7 m; dm z up → 1 m",
        "  files: joints.csv 9999 bytes, features.csv 10 kB, motion.json 13 kB, motion.json.gz 800 bytes",
        "  player data: 30 fps, 800 bytes gzip",
        "  warnings: none",
        "",
      ].join("\n"),
    )
  })

  it("says when no role, suggestion or reading was found, and lists the warnings", () => {
    const text = inspectionText(
      inspection({
        roles: { root: "Hips" },
        roleSources: { root: "shape" },
        refused: "take.bvh: no standing human shape is found in it",
        heightFrom: "rest pose",
        referenceFrames: 1,
        suggested: null,
        heights: [],
        warnings: ["first problem", "second problem"],
        playerDataGzipBytes: 10_499,
      }),
    )
    expect(text).toBe(
      [
        "take.bvh",
        "  take: 10 frames at 30 fps, 0.33 s; 11 joints",
        "  roles: root Hips (shape), pelvis (not found), head (not found), leftHand (not found), rightHand (not found), leftFoot (not found), rightFoot (not found)",
        "  refused: take.bvh: no standing human shape is found in it",
        "  reference frames left out: 1",
        "  read with unit cm, y up: standing height 1.7 m (the rest pose's extent)",
        "  suggested: no unit and axis gives a plausible height",
        "  plausible readings: none",
        "  files: joints.csv 9999 bytes, features.csv 10 kB, motion.json 13 kB, motion.json.gz 800 bytes",
        "  player data: 30 fps, 10 kB gzip",
        "  warnings:",
        "    - first problem",
        "    - second problem",
        "",
      ].join("\n"),
    )
  })
})
