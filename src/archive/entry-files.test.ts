/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"
import { parseBvh } from "./bvh"
import { parseJointsCsv, positionsInMetres } from "./derive"
import { motionSettings, type EntryMotion } from "./analyse"
import { ARCHIVE_FILE_NAMES, deriveEntry, fileText, type EntryText } from "./entry-files"
import { allPositions } from "./kinematics"
import { decodeMotion } from "./motion-data"

const ARCHIVE = path.resolve(__dirname, "../../content/archive")
const archive = (
  JSON.parse(fs.readFileSync(path.join(ARCHIVE, "archive.json"), "utf8")) as {
    en: { entries: (EntryText & EntryMotion)[] }
  }
).en
const entry = (slug: string) => archive.entries.find((e) => e.slug === slug)!
const derive = (slug: string, overrides: Partial<EntryText> = {}) => {
  const e = { ...entry(slug), ...overrides }
  const text = fs.readFileSync(path.join(ARCHIVE, e.motion), "utf8")
  return deriveEntry(e, text, e.motion, motionSettings(e, slug), `/archive/${slug}/`)
}

describe("what the build derives from an entry", () => {
  const drumming = derive("drumming")

  it("states the take's own rate, length and skeleton", () => {
    expect(drumming).toMatchObject({ fps: 60, durationS: 6, frameCount: 360, jointCount: 22, endSiteCount: 5 })
    expect(drumming.channelOrders.length).toBeGreaterThan(1) // the sample files mix rotation orders
    expect(drumming.poseStrip.poses).toHaveLength(8)
    expect(drumming.perSecond).toHaveLength(6)
  })

  it("finds where the movement is: the drummer's arms, the walker's legs", () => {
    expect(drumming.bodyEmphasis).toBe("arms")
    expect(derive("walking").bodyEmphasis).toBe("legs")
  })

  it("finds the same with every joint renamed J01, J02, …: the regions come from the body's shape", () => {
    for (const slug of ["drumming", "walking"]) {
      const e = entry(slug)
      let count = 0
      const text = fs
        .readFileSync(path.join(ARCHIVE, e.motion), "utf8")
        .replace(/^(\s*(?:ROOT|JOINT)) .+$/gm, (_, head: string) => `${head} J${String(++count).padStart(2, "0")}`)
      const derived = deriveEntry(e, text, e.motion, motionSettings(e, slug), `/archive/${slug}/`)
      expect([slug, derived.bodyEmphasis]).toEqual([slug, slug === "drumming" ? "arms" : "legs"])
      expect(derived.warnings).toEqual([])
    }
  })

  it("refuses to derive a take that is not one standing human, naming the file", () => {
    const text = fs.readFileSync(path.join(__dirname, "fixtures", "quadruped.bvh"), "utf8")
    const e = entry("drumming")
    expect(() => deriveEntry(e, text, "motion/four.bvh", motionSettings(e, "x"), "/archive/x/")).toThrow(
      /^motion\/four\.bvh: it stands on four limbs/,
    )
  })

  it("lists every download with the size and sha256 of exactly the file written", () => {
    expect(drumming.downloads.map((d) => d.name)).toEqual([
      "drumming.bvh",
      ARCHIVE_FILE_NAMES.joints,
      ARCHIVE_FILE_NAMES.features,
      ARCHIVE_FILE_NAMES.datasheet,
      ARCHIVE_FILE_NAMES.checksums,
    ])
    for (const d of drumming.downloads) {
      const text = fileText(drumming.files.get(d.name)!)
      expect(Buffer.byteLength(text)).toBe(d.bytes)
      expect(createHash("sha256").update(text).digest("hex")).toBe(d.sha256)
      expect(d.url).toBe(`/archive/drumming/${d.name}`)
    }
    expect(fileText(drumming.files.get(ARCHIVE_FILE_NAMES.checksums)!)).toContain(
      `${drumming.downloads[0]!.sha256}  drumming.bvh`,
    )
  })

  it("offers no download, and writes no data file but the player's, without the mover's consent", () => {
    const withheld = derive("drumming", { consent: { ...entry("drumming").consent, download: false } })
    expect(withheld.downloads).toEqual([])
    expect([...withheld.files.keys()]).toEqual([ARCHIVE_FILE_NAMES.motion])
  })

  it("keeps the player's motion.json within a millimetre of the BVH's positions", () => {
    const bvh = parseBvh(fs.readFileSync(path.join(ARCHIVE, "motion/harvest.bvh"), "utf8"))
    const exact = positionsInMetres(bvh, 0.01)
    const motion = JSON.parse(fileText(derive("harvest").files.get(ARCHIVE_FILE_NAMES.motion)!))
    const decoded = decodeMotion(motion)
    let worst = 0
    decoded.forEach((frame, f) =>
      frame.forEach((v, i) => (worst = Math.max(worst, Math.abs(v - exact.frames[f]![i]!)))),
    )
    expect(worst).toBeLessThanOrEqual(0.0005 + 1e-6)
    expect(motion.sound.energy).toHaveLength(bvh.frames.length)
  })

  it("round-trips a sample file: CSV → positions agrees with forward kinematics of the BVH within 1 mm", () => {
    const csv = fileText(derive("traffic").files.get(ARCHIVE_FILE_NAMES.joints)!)
    const back = parseJointsCsv(csv)
    const bvh = parseBvh(fs.readFileSync(path.join(ARCHIVE, "motion/traffic.bvh"), "utf8"))
    const positions = allPositions(bvh)
    let ground = Infinity
    for (const p of positions) for (let i = 1; i < p.length; i += 3) ground = Math.min(ground, p[i]!)
    let worst = 0
    positions.forEach((p, f) =>
      p.forEach((v, i) => {
        const metres = (v - (i % 3 === 1 ? ground : 0)) * 0.01
        worst = Math.max(worst, Math.abs(metres - back.frames[f]![i]!))
      }),
    )
    expect(back.frames).toHaveLength(bvh.frames.length)
    expect(worst).toBeLessThan(0.001)
  })
})

describe("an entry in another unit and axis", () => {
  const walking = derive("walking")
  const drumming = derive("drumming")

  it("reads the Z-up millimetre walk upright, in metres, and says so on every file", () => {
    expect(entry("walking")).toMatchObject({ motionUnit: "mm", motionUp: "z" })
    expect(walking).toMatchObject({ fps: 50, frameCount: 550, heightM: 1.72, fileConvention: "millimetres, Z up" })
    expect(walking.warnings).toEqual([])
    const bvh = walking.downloads.find((d) => d.name === "walking.bvh")!
    expect(bvh.description).toBe(
      "the master data as given: BVH, joint rotations in degrees, lengths in millimetres, Z up",
    )
    expect(drumming.downloads[0]!.description).toBe(
      "the master data as given: BVH, joint rotations in degrees, lengths in centimetres, Y up",
    )
    const csv = fileText(walking.files.get(ARCHIVE_FILE_NAMES.joints)!)
    expect(csv.split("\n")[0]).toBe(
      "# Joint positions from walking.bvh: Y up, metres, right-handed, ground at y = 0; 50 frames per second, every frame",
    )
    // Upright: the head is well above the feet in every frame, and the feet touch the ground.
    const back = parseJointsCsv(csv)
    const head = back.joints.indexOf("Head")
    const foot = back.joints.indexOf("LeftFoot")
    expect(back.frames.every((frame) => frame[head * 3 + 1]! > 1.4 && frame[foot * 3 + 1]! < 0.2)).toBe(true)
    expect(walking.perSecond.reduce((sum, s) => sum + s.footfalls, 0)).toBeGreaterThanOrEqual(18)
    expect(walking.bodyEmphasis).toBe("legs")
  })

  it("lists the joints it used, the reference pose and the filtering in the datasheet", () => {
    expect(walking.roles).toEqual([
      { role: "root", joint: "Hips" },
      { role: "pelvis", joint: "Hips" },
      { role: "head", joint: "Head" },
      { role: "left hand", joint: "LeftHand" },
      { role: "right hand", joint: "RightHand" },
      { role: "left foot", joint: "LeftFoot" },
      { role: "right foot", joint: "RightFoot" },
    ])
    const sheet = fileText(walking.files.get(ARCHIVE_FILE_NAMES.datasheet)!)
    expect(sheet).toContain(
      "- Joints used for the figures: root Hips, pelvis Hips, head Head, left hand LeftHand, right hand RightHand, left foot LeftFoot, right foot RightFoot",
    )
    expect(sheet).toContain("- Reference pose: none; every frame of the file is part of the take")
    expect(sheet).toContain(
      "- Master file: walking.bvh (BVH, lengths in millimetres, Z up), 550 frames at 50 fps, 11 s",
    )
    expect(sheet).toContain(
      `- joints.csv (${Buffer.byteLength(fileText(walking.files.get(ARCHIVE_FILE_NAMES.joints)!))} bytes): joint positions`,
    )
    expect(sheet).toMatch(/- Filtered: nothing; no joint left the body's path/)
  })

  it("leaves a stated reference frame out of the figures and keeps it in the download", () => {
    const trimmed = derive("drumming", { referenceFrames: 2 } as Partial<EntryText>)
    expect(trimmed).toMatchObject({ frameCount: 358, referenceFrames: 2, referenceStated: true })
    expect(trimmed.downloads[0]!.description).toBe(
      "the master data as given: BVH, joint rotations in degrees, lengths in centimetres, Y up; its first 2 frames, a reference pose, are kept here and left out of everything derived",
    )
    expect(fileText(trimmed.files.get(ARCHIVE_FILE_NAMES.datasheet)!)).toContain(
      "- Reference pose: the file's first 2 frames (as the entry states) are not part of the take",
    )
    expect(parseJointsCsv(fileText(trimmed.files.get(ARCHIVE_FILE_NAMES.joints)!)).referenceFrames).toBe(2)
  })

  it("warns, naming the file, when a role is not found", () => {
    const renamed = derive("pastry", { roles: { leftHand: "LeftPaw" } } as Partial<EntryText>)
    expect(renamed.warnings).toEqual([
      'motion/pastry.bvh: roles.leftHand names "LeftPaw", which is not a joint in the file',
    ])
  })
})
