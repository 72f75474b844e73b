/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * The player's size budget on a long, fast, many-joint take. It analyses a minute of motion, which takes seconds, so
 * it has a file of its own that Stryker's runs leave out (stryker.config.mjs): every mutant of the pipeline would
 * otherwise pay for it. player-data.mutation.test.ts holds the same rules on small takes.
 */
import { gzipSync } from "node:zlib"
import * as fs from "node:fs"
import * as path from "node:path"
import { PLAYER_GZIP_BYTES_PER_10_S, PLAYER_MAX_FPS } from "../constants"
import { analyseMotion } from "./analyse"
import { parseBvh, type Bvh } from "./bvh"
import { parseUnit } from "./conventions"
import { playerBudgetBytes, playerData, firstStep } from "./player-data"
import { drawnJoints, findRoles } from "./roles"

const FIXTURES = path.join(__dirname, "fixtures")
const fixture = (name: string) => parseBvh(fs.readFileSync(path.join(FIXTURES, name), "utf8"), name)

describe("the player's data for a long, fast, many-joint take", () => {
  // 60 s at 120 Hz of the Mixamo skeleton (55 joints with fingers), every channel moving: made here, not committed.
  const base = fixture("mixamo.bvh")
  const seconds = 60
  const rate = 120
  const long: Bvh = {
    ...base,
    frameTime: 1 / rate,
    frames: Array.from({ length: seconds * rate }, (_, f) =>
      Float64Array.from({ length: base.channelCount }, (_, c) =>
        c < 3 ? (base.frames[0]![c] as number) + (c === 2 ? f * 0.5 : 0) : 20 * Math.sin((f / rate) * (1 + (c % 7))),
      ),
    ),
  }
  const analysis = analyseMotion(long, "long.bvh", { unit: parseUnit("cm")!, up: "y" })
  const player = playerData(analysis.filtered, analysis.features, long.joints, analysis.roles)

  it("is thinned to at most 60 fps, drops the finger chains and keeps within 30 KB of gzip per 10 s", () => {
    expect(firstStep(rate)).toBe(2)
    expect(player.fps).toBeLessThanOrEqual(PLAYER_MAX_FPS)
    expect(player.budgetBytes).toBe(playerBudgetBytes(seconds))
    expect(player.budgetBytes).toBe(PLAYER_GZIP_BYTES_PER_10_S * 6)
    expect(player.gzipBytes).toBeLessThanOrEqual(player.budgetBytes)
    expect(gzipSync(player.text).length).toBe(player.gzipBytes)
    expect(player.motion.joints.some((name) => /Index|Thumb|Pinky|Ring|Middle/.test(name))).toBe(false)
    expect(player.motion.joints).toHaveLength(drawnJoints(long.joints, findRoles(long.joints)).length)
    expect(player.motion.frameCount).toBe(Math.ceil((seconds * rate) / player.step))
    expect(player.motion.sound.energy).toHaveLength(player.motion.frameCount)
  })

  it("keeps every frame in the positions the CSV is made from", () => {
    expect(analysis.positions.frames).toHaveLength(seconds * rate)
  })

  it("gives a short take at most 60 fps too, and the budget of 10 s", () => {
    expect(firstStep(50)).toBe(1)
    expect(firstStep(60)).toBe(1)
    expect(firstStep(61)).toBe(2)
    expect(firstStep(240)).toBe(4)
    expect(playerBudgetBytes(3)).toBe(PLAYER_GZIP_BYTES_PER_10_S)
    expect(playerBudgetBytes(25)).toBe(PLAYER_GZIP_BYTES_PER_10_S * 2.5)
  })
})
