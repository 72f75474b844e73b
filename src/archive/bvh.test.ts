import { BVH_FRAME_COUNT_SLACK } from "../constants"
import { BvhError, parseBvh, writeBvh } from "./bvh"
import { positionsInMetres, jointsCsv, parseJointsCsv } from "./derive"
import { allPositions, framePositions } from "./kinematics"

/** A small skeleton whose joints declare three different rotation orders, as real files do. */
const MIXED = `HIERARCHY
ROOT Hips
{
  OFFSET 0 0 0
  CHANNELS 6 Xposition Yposition Zposition Zrotation Xrotation Yrotation
  JOINT Spine
  {
    OFFSET 0 10 0
    CHANNELS 3 Xrotation Yrotation Zrotation
    End Site
    {
      OFFSET 0 0 10
    }
  }
  JOINT Leg
  {
    OFFSET 5 0 0
    CHANNELS 3 Yrotation Xrotation Zrotation
    End Site
    {
      OFFSET 0 -40 0
    }
  }
}
MOTION
Frames: 3
Frame Time: 0.0333333
0 50 0 0 0 0 0 0 0 0 0 0
10 50 0 90 0 0 0 0 0 0 0 0
0 50 0 0 0 0 90 0 90 0 0 45
`

const close = (actual: ArrayLike<number>, expected: readonly number[], digits = 9) =>
  expect(Array.from(actual).map((v) => Number(v.toFixed(digits)) + 0)).toEqual(expected)

describe("parseBvh", () => {
  it("reads the hierarchy with each joint's own channel order, End Sites included", () => {
    const bvh = parseBvh(MIXED, "mixed.bvh")
    expect(bvh.joints.map((j) => [j.name, j.parent, j.channels.join(" "), j.firstValue])).toEqual([
      ["Hips", -1, "Xposition Yposition Zposition Zrotation Xrotation Yrotation", 0],
      ["Spine", 0, "Xrotation Yrotation Zrotation", 6],
      ["Spine/End", 1, "", 9],
      ["Leg", 0, "Yrotation Xrotation Zrotation", 9],
      ["Leg/End", 3, "", 12],
    ])
    expect(bvh.channelCount).toBe(12)
    expect(bvh.frames).toHaveLength(3)
    expect(bvh.frameTime).toBeCloseTo(1 / 30, 6)
  })

  it("reads Windows line ends and extra blank lines", () => {
    const bvh = parseBvh(MIXED.replace(/\n/g, "\r\n").replace("MOTION", "\r\nMOTION"), "crlf.bvh")
    expect(bvh.frames).toHaveLength(3)
  })

  const problem = (text: string) => {
    try {
      parseBvh(text, "take.bvh")
    } catch (error) {
      if (error instanceof BvhError) return `line ${error.line}: ${error.problem}`
      throw error
    }
    throw new Error("parsed without complaint")
  }

  it.each([
    [
      "a frame with a missing value",
      MIXED.replace("10 50 0 90 0 0 0 0 0 0 0 0", "10 50 0 90 0 0 0 0 0 0 0"),
      /^line 29: frame 2 has 11 values; the hierarchy declares 12 channels$/,
    ],
    [
      "a value that is not a number",
      MIXED.replace("10 50 0 90", "10 fifty 0 90"),
      /^line 29: frame 2 has a value that is not a number: "fifty"$/,
    ],
    [
      "an unknown channel",
      MIXED.replace("Yrotation Xrotation Zrotation", "Yrotation Xrotation Wrotation"),
      /^line 18: unknown channel "Wrotation" for joint "Leg"/,
    ],
    [
      "a frame count that does not match",
      MIXED.replace("Frames: 3", "Frames: 6"),
      /^line 26: the file says "Frames: 6" but holds 3 frames$/,
    ],
    [
      "a missing closing brace",
      MIXED.replace("  }\n}\nMOTION", "  }\nMOTION"),
      /^line 24: expected "JOINT", "End Site" or "}" inside joint "Hips", found "MOTION"$/,
    ],
    ["a second skeleton", MIXED.replace("MOTION", "ROOT Other\n{\n}\nMOTION"), /^line 25: a second ROOT/],
    [
      "a zero frame time",
      MIXED.replace("Frame Time: 0.0333333", "Frame Time: 0"),
      /^line 27: the frame time must be above 0 seconds/,
    ],
    [
      "a joint name used twice",
      MIXED.replace("JOINT Leg", "JOINT Spine"),
      /^line 15: the joint name "Spine" is used twice$/,
    ],
    ["a truncated file", MIXED.slice(0, MIXED.indexOf("MOTION")), /the file ends where "MOTION" was expected/],
    ["not a BVH at all", "frame,time\n0,0\n", /^line 1: expected "HIERARCHY", found "frame,time"$/],
  ])("names the line and the problem for %s", (_, text, message) => {
    expect(problem(text)).toMatch(message)
  })

  it.each([
    ["one short", "Frames: 2", 2],
    ["two over", "Frames: 5", 5],
  ])(
    "reads a header frame count %s of the frame lines (within BVH_FRAME_COUNT_SLACK) with a warning",
    (_, header, said) => {
      const bvh = parseBvh(MIXED.replace("Frames: 3", header))
      expect(bvh.frames).toHaveLength(3)
      expect(bvh.warnings).toEqual([`line 26 says "Frames: ${said}" but 3 frame lines follow; all 3 are read`])
      expect(parseBvh(MIXED).warnings).toBeUndefined()
    },
  )

  it.each([
    [
      "cut off mid-frame",
      MIXED.replace(/ 0 0 45\n$/, "\n"),
      /^line 30: frame 3 has 9 values; the hierarchy declares 12 channels$/,
    ],
    ["with a ragged line", MIXED.replace("10 50 0 90", "10 50 0 90 7"), /^line 29: frame 2 has 13 values/],
    [
      "a count off by more than the slack",
      MIXED.replace("Frames: 3", `Frames: ${3 + BVH_FRAME_COUNT_SLACK + 1}`),
      /^line 26: the file says "Frames: 6" but holds 3 frames$/,
    ],
  ])("still refuses a file %s, naming the line, whatever its header counts", (_, text, message) => {
    // The header one off too, as a file cut short usually is: the frame lines decide, by line.
    const shifted = text.includes("Frames: 3") ? text.replace("Frames: 3", "Frames: 4") : text
    expect(problem(shifted)).toMatch(message)
  })

  it("says which file is wrong", () => {
    expect(() => parseBvh("HIERARCHY\n", "content/archive/motion/x.bvh")).toThrow(
      /^content\/archive\/motion\/x\.bvh, line 1: /,
    )
  })

  it("writes a file that reads back to the same skeleton and values", () => {
    const bvh = parseBvh(MIXED)
    const again = parseBvh(writeBvh(bvh))
    expect(again.joints).toEqual(bvh.joints)
    expect(again.frames).toEqual(bvh.frames)
    expect(again.frameTime).toBeCloseTo(bvh.frameTime, 9)
  })
})

// Each test reads its own copy inside the test, where Stryker's per-test coverage sees it (docs/mutation-testing.md).
describe("forward kinematics", () => {
  it("places the rest pose by the offsets, the root by its position channels", () => {
    const bvh = parseBvh(MIXED)
    // Hips, Spine, Spine/End, Leg, Leg/End
    close(framePositions(bvh, bvh.frames[0] as Float64Array), [0, 50, 0, 0, 60, 0, 0, 60, 10, 5, 50, 0, 5, 10, 0])
  })

  it("carries children with the root's travel and rotation", () => {
    const bvh = parseBvh(MIXED)
    // Root at x = 10, turned 90° about Z: "up" (0,10,0) points to -x, "right" (5,0,0) to +y.
    close(framePositions(bvh, bvh.frames[1] as Float64Array), [10, 50, 0, 0, 50, 0, 0, 50, 10, 10, 55, 0, 50, 55, 0])
  })

  it("composes each joint's rotations in its own channel order", () => {
    const bvh = parseBvh(MIXED)
    // Spine lists X then Z: Rx(90)·Rz(90) takes its End Site's (0,0,10) to (0,-10,0).
    // Leg lists Y, X, Z with Y = 0, X = 0, Z = 45: its End Site's (0,-40,0) swings towards +x.
    const frame = framePositions(bvh, bvh.frames[2] as Float64Array)
    close(frame.subarray(6, 9), [0, 50, 0])
    const s = 40 * Math.SQRT1_2
    close(frame.subarray(12, 15), [Number((5 + s).toFixed(9)), Number((50 - s).toFixed(9)), 0])
  })

  it("gives a different pose when the same angles are listed in another order", () => {
    const swapped = parseBvh(
      MIXED.replace("CHANNELS 3 Xrotation Yrotation Zrotation", "CHANNELS 3 Zrotation Yrotation Xrotation"),
    )
    // The same values (90, 0, 90) now read as Z, Y, X: Rz(90)·Rx(90) takes (0,0,10) to (10,0,0), not (0,-10,0).
    const frame = framePositions(swapped, swapped.frames[2] as Float64Array)
    close(frame.subarray(6, 9), [10, 60, 0])
  })
})

describe("joint positions as CSV", () => {
  const take = () => {
    const bvh = parseBvh(MIXED)
    return { bvh, positions: positionsInMetres(bvh, 0.01) }
  }

  it("puts the lowest point of the take on the ground, in metres", () => {
    const { positions } = take()
    const ys = positions.frames.flatMap((f) => Array.from(f).filter((_, i) => i % 3 === 1))
    expect(Math.min(...ys)).toBeCloseTo(0, 12)
    // The root stands 0.5 m above a foot that hangs 0.4 m below it: 0.4 m above the ground.
    expect(positions.frames[0]?.[1]).toBeCloseTo(0.4, 12)
  })

  it("states its conventions in a header and round-trips within 1 mm of the BVH's own positions", () => {
    const { bvh, positions } = take()
    const csv = jointsCsv(positions, "mixed.bvh")
    expect(csv.split("\n").slice(0, 3)).toEqual([
      "# Joint positions from mixed.bvh: Y up, metres, right-handed, ground at y = 0; 30 frames per second, every frame",
      "frame,time_s,joint,x_m,y_m,z_m",
      "0,0.0000,Hips,0.0000,0.4000,0.0000",
    ])
    const read = parseJointsCsv(csv)
    expect(read.joints).toEqual(bvh.joints.map((j) => j.name))
    const fromBvh = allPositions(bvh)
    const lowest = Math.min(...fromBvh.flatMap((f) => Array.from(f).filter((_, i) => i % 3 === 1)))
    let worst = 0
    read.frames.forEach((frame, f) =>
      frame.forEach((metres, i) => {
        const units = (fromBvh[f]?.[i] as number) - (i % 3 === 1 ? lowest : 0)
        worst = Math.max(worst, Math.abs(metres - units * 0.01))
      }),
    )
    expect(worst).toBeLessThan(0.001)
  })
})
