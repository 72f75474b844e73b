/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"
import { parseBvh } from "./bvh"
import { parseJointsCsv, positionsInMetres } from "./derive"
import { ARCHIVE_FILE_NAMES, deriveEntry, type EntryText } from "./entry-files"
import { allPositions } from "./kinematics"
import { decodeMotion } from "./motion-data"

const ARCHIVE = path.resolve(__dirname, "../../content/archive")
const archive = JSON.parse(fs.readFileSync(path.join(ARCHIVE, "archive.json"), "utf8")) as {
  entries: (EntryText & { motion: string })[]
}
const entry = (slug: string) => archive.entries.find((e) => e.slug === slug)!
const derive = (slug: string, overrides: Partial<EntryText> = {}) => {
  const e = { ...entry(slug), ...overrides }
  return deriveEntry(e, fs.readFileSync(path.join(ARCHIVE, e.motion), "utf8"), e.motion, 0.01, `/archive/${slug}/`)
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

  it("lists every download with the size and sha256 of exactly the file written", () => {
    expect(drumming.downloads.map((d) => d.name)).toEqual([
      "drumming.bvh",
      ARCHIVE_FILE_NAMES.joints,
      ARCHIVE_FILE_NAMES.features,
      ARCHIVE_FILE_NAMES.datasheet,
      ARCHIVE_FILE_NAMES.checksums,
    ])
    for (const d of drumming.downloads) {
      const text = drumming.files.get(d.name)!
      expect(Buffer.byteLength(text)).toBe(d.bytes)
      expect(createHash("sha256").update(text).digest("hex")).toBe(d.sha256)
      expect(d.url).toBe(`/archive/drumming/${d.name}`)
    }
    expect(drumming.files.get(ARCHIVE_FILE_NAMES.checksums)).toContain(`${drumming.downloads[0]!.sha256}  drumming.bvh`)
  })

  it("offers no download, and writes no data file but the player's, without the mover's consent", () => {
    const withheld = derive("drumming", { consent: { ...entry("drumming").consent, download: false } })
    expect(withheld.downloads).toEqual([])
    expect([...withheld.files.keys()]).toEqual([ARCHIVE_FILE_NAMES.motion])
  })

  it("keeps the player's motion.json within a millimetre of the BVH's positions", () => {
    const bvh = parseBvh(fs.readFileSync(path.join(ARCHIVE, "motion/harvest.bvh"), "utf8"))
    const exact = positionsInMetres(bvh, 0.01)
    const motion = JSON.parse(derive("harvest").files.get(ARCHIVE_FILE_NAMES.motion)!)
    const decoded = decodeMotion(motion)
    let worst = 0
    decoded.forEach((frame, f) =>
      frame.forEach((v, i) => (worst = Math.max(worst, Math.abs(v - exact.frames[f]![i]!)))),
    )
    expect(worst).toBeLessThanOrEqual(0.0005 + 1e-6)
    expect(motion.sound.energy).toHaveLength(bvh.frames.length)
  })

  it("round-trips a sample file: CSV → positions agrees with forward kinematics of the BVH within 1 mm", () => {
    const csv = derive("traffic").files.get(ARCHIVE_FILE_NAMES.joints)!
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
