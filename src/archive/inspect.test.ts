/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { run } from "../../scripts/inspect-motion"
import { PLAYER_MAX_FPS } from "../constants"
import { parseBvh } from "./bvh"
import type { Inspection } from "./inspect"

const FIXTURES = path.join(__dirname, "fixtures")
const inspect = (file: string, ...options: string[]): Inspection => {
  const { code, out } = run([path.join(FIXTURES, file), "--json", ...options])
  expect(code).toBe(0)
  return JSON.parse(out) as Inspection
}

/** Every fixture is the same invented body, 1.65 m tall, under one exporter's conventions. */
describe.each([
  ["xsens-zup-mm.bvh", { unit: "mm", up: "z" }, 240, 6, 0, ["LeftWrist", "RightWrist", "LeftAnkle", "RightAnkle"]],
  ["cmu.bvh", { unit: "0.0564444", up: "y" }, 120, 6, 0, ["LeftHand", "RightHand", "LeftFoot", "RightFoot"]],
  ["suffix-lr.bvh", { unit: "cm", up: "y" }, 30, 5, 0, ["Hand_L", "Hand_R", "Foot_L", "Foot_R"]],
  ["second-life.bvh", { unit: "in", up: "y" }, 30, 8, 1, ["lHand", "rHand", "lFoot", "rFoot"]],
  ["axis-neuron-6ch-crlf.bvh", { unit: "cm", up: "y" }, 60, 5, 0, ["LeftHand", "RightHand", "LeftFoot", "RightFoot"]],
  ["makehuman-dialects.bvh", { unit: "dm", up: "y" }, 30, 4, 0, ["wrist.L", "wrist.R", "foot.L", "foot.R"]],
  [
    "mixamo.bvh",
    { unit: "cm", up: "y" },
    30,
    5,
    0,
    ["mixamorig:LeftHand", "mixamorig:RightHand", "mixamorig:LeftFoot", "mixamorig:RightFoot"],
  ],
])("the inspector on %s", (file, suggested, fps, frames, referenceFrames, [lh, rh, lf, rf]) => {
  const found = inspect(file)

  it("suggests the unit and axis the file was written in, under which the figure stands 1.65 m", () => {
    expect(found.suggested).toEqual(suggested)
    expect(found.used).toEqual(suggested)
    expect(found.heightM).toBe(1.65)
    expect(found.heights[0]).toEqual({ ...suggested, heightM: 1.65 })
  })

  it("finds all four limbs on a wrist- or ankle-level joint", () => {
    expect(found.roles).toMatchObject({ leftHand: lh, rightHand: rh, leftFoot: lf, rightFoot: rf })
    expect(found.warnings).toEqual([])
  })

  it("states the nominal rate, the take's frames without any reference pose, and sizes the player's data", () => {
    expect(found.fps).toBe(fps)
    expect(found.frames).toBe(frames)
    expect(found.referenceFrames).toBe(referenceFrames)
    expect(found.durationS).toBe(Math.round((frames / fps) * 100) / 100)
    expect(found.playerFps).toBe(Math.min(fps, PLAYER_MAX_FPS))
    expect(found.playerDataGzipBytes).toBe(found.files["motion.json.gz"])
    expect(found.files["joints.csv"]).toBeGreaterThan(0)
  })

  it("says the same with the unit and axis given, and warns with the fix under a wrong one", () => {
    expect(inspect(file, "--unit", suggested.unit, "--up", suggested.up)).toMatchObject({
      heightM: 1.65,
      heights: [{ ...suggested, heightM: 1.65 }],
      warnings: [],
    })
    const wrong = inspect(file, "--unit", suggested.unit === "m" ? "cm" : "m", "--up", suggested.up)
    expect(wrong.warnings).toHaveLength(1)
    expect(wrong.warnings[0]).toContain(`with unit "${suggested.unit}" and up axis "${suggested.up}" it stands 1.65 m`)
  })
})

describe("the parser on the dialects", () => {
  it("reads case variants, named and several End Sites, and Frames: without a space", () => {
    const bvh = parseBvh(fs.readFileSync(path.join(FIXTURES, "makehuman-dialects.bvh"), "utf8"), "x.bvh")
    const names = bvh.joints.map((j) => j.name)
    expect(names.filter((n) => n.startsWith("head"))).toEqual(["head", "head_top", "head/End", "head/End 2"])
    expect(names).toContain("toe1-1.L")
    expect(bvh.joints[0]?.channels).toEqual([
      "Xposition",
      "Yposition",
      "Zposition",
      "Zrotation",
      "Xrotation",
      "Yrotation",
    ])
    expect(bvh.frames).toHaveLength(4)
    expect(bvh.frameTime).toBe(0.0333333)
  })

  it("reads CRLF files with six channels on every joint to the same positions as the LF text", () => {
    const crlf = fs.readFileSync(path.join(FIXTURES, "axis-neuron-6ch-crlf.bvh"), "utf8")
    expect(crlf).toContain("\r\n")
    const a = parseBvh(crlf)
    const b = parseBvh(crlf.replace(/\r\n/g, "\n"))
    expect(a).toEqual(b)
    expect(a.joints.filter((j) => !j.endSite).every((j) => j.channels.length === 6)).toBe(true)
  })
})

describe("the inspector's command line", () => {
  it("suggests -y for a camera-space take, reads --up -y and --up +y, and warns of a miscounted header", () => {
    const camera = path.join(FIXTURES, "camera-space-neg-y-mm.bvh")
    const suggested = JSON.parse(run([camera, "--json"]).out) as Inspection
    expect(suggested.suggested).toEqual({ unit: "mm", up: "-y" })
    expect(suggested.used.up).toBe("-y")
    const given = JSON.parse(run([camera, "--up", "-y", "--unit", "mm", "--json"]).out) as Inspection
    expect([given.used.up, given.heightM > 1.6 && given.heightM < 1.8, given.warnings]).toEqual(["-y", true, []])
    const upsideDown = JSON.parse(run([camera, "--up", "+y", "--unit", "mm", "--json"]).out) as Inspection
    expect(upsideDown.used.up).toBe("y")
    expect(upsideDown.warnings.join("\n")).toContain('up axis "-y"')
    const miscount = JSON.parse(run([path.join(FIXTURES, "frames-miscount.bvh"), "--json"]).out) as Inspection
    expect(miscount.warnings[0]).toMatch(/frames-miscount\.bvh: line \d+ says "Frames: 7" but 8 frame lines follow/)
  })

  it("refuses an unknown unit or axis and names a malformed file's line", () => {
    expect(run(["x.bvh", "--unit", "furlong"]).code).toBe(2)
    expect(run(["x.bvh", "--up", "w"]).code).toBe(2)
    expect(run(["x.bvh", "--up", "w"]).out).toContain("--up needs y, z, -y, -z, x or -x")
    expect(run([]).code).toBe(2)
    const broken = path.join(FIXTURES, "cmu.bvh")
    const text = fs.readFileSync(broken, "utf8")
    const temp = path.join(os.tmpdir(), "inspect-broken.bvh")
    fs.writeFileSync(temp, text.replace(/\n[^\n]*\n$/, "\n1 2 3\n"))
    const result = run([temp])
    expect(result.code).toBe(1)
    expect(result.out).toMatch(/inspect-broken\.bvh, line \d+: frame 6 has 3 values/)
  })

  it("refuses a skeleton that is not one standing human, listing the joint names to state the roles with", () => {
    const { code, out } = run([path.join(FIXTURES, "quadruped.bvh")])
    expect(code).toBe(1)
    expect(out).toMatch(/\n {2}refused: .*quadruped\.bvh: it stands on four limbs/)
    // The refusal lists the joints itself, so they are not listed twice.
    expect(out).toContain(
      "choosing from its joints: Pelvis, Back1, Back2, Neck, Skull, FrontL1, FrontL2, FrontL3, FrontR1, FrontR2, FrontR3, BackL1,",
    )
    expect(out).not.toContain("joint names:")
    const json = JSON.parse(run([path.join(FIXTURES, "quadruped.bvh"), "--json"]).out) as Inspection
    expect(json.refused).toContain('state the roles in the entry, e.g. "roles": { "head": "…"')
    expect(json.jointNames).toContain("Skull")
  })

  it("says per role how it was found, in the text and the JSON", () => {
    const found = inspect("lowercase-prefix.bvh")
    expect(found.roles).toMatchObject({ leftHand: "lhand", rightFoot: "rfoot" })
    expect(found.roleSources).toEqual({
      root: "shape",
      pelvis: "shape",
      head: "shape",
      leftHand: "shape",
      rightHand: "shape",
      leftFoot: "shape",
      rightFoot: "shape",
    })
    expect(found.refused).toBeNull()
    expect(found.heightFrom).toBe("bones")
    expect(found.suggested).toEqual({ unit: "cm", up: "y" })
    // Every role found, the names are still listed: a warning may ask to state a side.
    expect(run([path.join(FIXTURES, "lowercase-prefix.bvh")]).out).toMatch(/\n {2}joint names: hip, abdomen, .*lhand/)
    const { out } = run([path.join(FIXTURES, "upper-body.bvh")])
    expect(out).toContain("leftHand LeftWrist (shape)")
    expect(out).toContain("leftFoot (not found)")
    // A role is missing, so the names to state it with are listed.
    expect(out).toContain("  joint names: Pelvis, Spine, Chest, Upperchest, Neck, Head, LeftCollar,")
    expect(out).toContain("(estimated from the trunk, no legs)")
  })

  it("prints a summary for people", () => {
    const { out } = run([path.join(FIXTURES, "second-life.bvh")])
    expect(out).toContain("take: 8 frames at 30 fps, 0.27 s; 19 joints")
    expect(out).toContain("reference frames left out: 1")
    expect(out).toContain("suggested: unit in, y up")
  })
})
