/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * joints.csv, motion.json and the reference-pose rule on hand-made positions small enough to check by eye: what a
 * downloader reads, what the player decodes, and which leading frames are left out. Each case builds its data
 * inside its test (docs/mutation-testing.md).
 */
import { oneJointTake } from "../../test/support/one-joint-take"
import { parseBvh } from "./bvh"
import { archivePositions, ground, jointsCsv, parseJointsCsv, positionsInMetres, type JointPositions } from "./derive"
import { decodeMotion, encodeMotion, MOTION_FORMAT_VERSION, MOTION_QUANTUM_MM } from "./motion-data"
import { detectReferenceFrames, meanJump } from "./reference"

/** One joint with an End Site 10 units up; the root travels along x, y and z by the frames' values. */
const STICK = (frames: string[], frameTime?: string) => parseBvh(oneJointTake({ endSiteUp: "10", frames, frameTime }))

const values = (frames: readonly ArrayLike<number>[]) =>
  frames.map((f) => Array.from(f, (v) => Number(v.toFixed(9)) + 0))

describe("positions in the archive's convention", () => {
  it("turns a Z-up file upright and into metres, and leaves a Y-up one's axes alone", () => {
    const bvh = STICK(["1 2 3"])
    // Hips (1, 2, 3) and its End Site (1, 12, 3), in centimetres.
    expect(values(archivePositions(bvh, 0.01))).toEqual([[0.01, 0.02, 0.03, 0.01, 0.12, 0.03]])
    expect(values(archivePositions(bvh, 0.01, "y"))).toEqual([[0.01, 0.02, 0.03, 0.01, 0.12, 0.03]])
    expect(values(archivePositions(bvh, 0.01, "z"))).toEqual([[0.01, 0.03, -0.02, 0.01, 0.03, -0.12]])
  })

  it("puts the lowest y of every frame and joint on the ground, moving nothing else", () => {
    const frames = [Float64Array.from([5, 3, 7, 1, -2, 1]), Float64Array.from([0, 4, 0, 2, 1, -3])]
    ground(frames)
    expect(values(frames)).toEqual([
      [5, 5, 7, 1, 0, 1],
      [0, 6, 0, 2, 3, -3],
    ])
  })

  it("leaves the reference frames out, keeps at least the last frame, and takes the nominal rate", () => {
    const bvh = STICK(["0 -5 0", "0 0 0", "0 5 0"])
    const all = positionsInMetres(bvh, 0.01)
    expect(all.joints).toEqual(["Hips", "Hips/End"])
    expect(all.frameTime).toBe(1 / 30)
    expect(all.referenceFrames).toBe(0)
    expect(values(all.frames)).toEqual([
      [0, 0, 0, 0, 0.1, 0],
      [0, 0.05, 0, 0, 0.15, 0],
      [0, 0.1, 0, 0, 0.2, 0],
    ])
    const trimmed = positionsInMetres(bvh, 0.01, "y", 1)
    expect(trimmed.referenceFrames).toBe(1)
    // Grounded after the trim: the take's own lowest point is y = 0.
    expect(values(trimmed.frames)).toEqual([
      [0, 0, 0, 0, 0.1, 0],
      [0, 0.05, 0, 0, 0.15, 0],
    ])
    const tooMany = positionsInMetres(bvh, 0.01, "y", 5)
    expect(tooMany.referenceFrames).toBe(2)
    expect(tooMany.frames).toHaveLength(1)
  })
})

describe("joints.csv", () => {
  const positions = (referenceFrames: number): JointPositions => ({
    joints: ["A", "B"],
    frameTime: 1 / 30,
    referenceFrames,
    frames: [Float64Array.from([0, 1, 2, -0.00004, 0.12344, 0.12346]), Float64Array.from([1, 1, 1, 2, 2, -2])],
  })

  it("writes a header of conventions, then one row per joint per frame at 0.1 mm, never -0.0000", () => {
    expect(jointsCsv(positions(0), "take.bvh")).toBe(
      [
        "# Joint positions from take.bvh: Y up, metres, right-handed, ground at y = 0; 30 frames per second, every frame",
        "frame,time_s,joint,x_m,y_m,z_m",
        "0,0.0000,A,0.0000,1.0000,2.0000",
        "0,0.0000,B,0.0000,0.1234,0.1235",
        "1,0.0333,A,1.0000,1.0000,1.0000",
        "1,0.0333,B,2.0000,2.0000,-2.0000",
        "",
      ].join("\n"),
    )
  })

  it("says which file frame its frame 0 is when reference frames were left out, in the singular and plural", () => {
    expect(jointsCsv(positions(1), "take.bvh").split("\n")[0]).toBe(
      "# Joint positions from take.bvh: Y up, metres, right-handed, ground at y = 0; 30 frames per second, every frame; frame 0 is the file's frame 2: the first frame is a reference pose, left out",
    )
    expect(jointsCsv(positions(3), "take.bvh").split("\n")[0]).toBe(
      "# Joint positions from take.bvh: Y up, metres, right-handed, ground at y = 0; 30 frames per second, every frame; frame 0 is the file's frame 4: the first 3 frames are a reference pose, left out",
    )
  })

  it("reads back to the joints, frames, frame time and reference frames it was written from", () => {
    const read = parseJointsCsv(jointsCsv(positions(3), "take.bvh"))
    expect(read.joints).toEqual(["A", "B"])
    expect(read.referenceFrames).toBe(3)
    expect(read.frameTime).toBeCloseTo(0.0333, 9)
    expect(values(read.frames)).toEqual([
      [0, 1, 2, 0, 0.1234, 0.1235],
      [1, 1, 1, 2, 2, -2],
    ])
    const single = parseJointsCsv(jointsCsv({ ...positions(0), frames: [Float64Array.from([1, 2, 3, 4, 5, 6])] }, "x"))
    expect(single).toMatchObject({ joints: ["A", "B"], frameTime: 0, referenceFrames: 0 })
  })

  it("reads ten or more reference frames back from the header", () => {
    expect(jointsCsv(positions(12), "take.bvh").split("\n")[0]).toContain("frame 0 is the file's frame 13")
    expect(parseJointsCsv(jointsCsv(positions(12), "take.bvh")).referenceFrames).toBe(12)
  })

  it("takes the frame time from the first two frames' times, wherever the first one starts", () => {
    const csv = [
      "frame,time_s,joint,x_m,y_m,z_m",
      "0,5.0000,A,0.0000,1.0000,2.0000",
      "1,5.2500,A,0.0000,1.0000,2.0000",
      "",
    ].join("\n")
    expect(parseJointsCsv(csv).frameTime).toBeCloseTo(0.25, 9)
  })

  it("refuses a file with other columns", () => {
    expect(() => parseJointsCsv("frame,x\n0,1\n")).toThrow("expected the columns frame,time_s,joint,x_m,y_m,z_m")
  })
})

describe("motion.json", () => {
  it("stores whole millimetres, frame 0 as it is and then each frame's change", () => {
    const data = encodeMotion(
      [
        [0.0014, -0.0026, 1],
        [0.0024, -0.0026, 1.0005],
      ],
      ["Hips"],
      [-1],
      1 / 29.97,
    )
    expect(data).toEqual({
      version: MOTION_FORMAT_VERSION,
      fps: 29.97,
      frameCount: 2,
      joints: ["Hips"],
      parents: [-1],
      quantumMm: MOTION_QUANTUM_MM,
      deltas: [1, -3, 1000, 1, 0, 1],
    })
    expect(MOTION_FORMAT_VERSION).toBe(1)
    expect(MOTION_QUANTUM_MM).toBe(1)
    expect(encodeMotion([[0, 0, 0]], ["A"], [-1], 0.0333333).fps).toBe(30)
  })

  it("decodes to metres, frame by frame", () => {
    const decoded = decodeMotion({
      version: 1,
      fps: 30,
      frameCount: 2,
      joints: ["A", "B"],
      parents: [-1, 0],
      quantumMm: 2,
      deltas: [1, 2, 3, 4, 5, 6, -1, 0, 1, 0, 0, -6],
    })
    expect(values(decoded).map((f) => f.map((v) => Number(v.toFixed(6))))).toEqual([
      [0.002, 0.004, 0.006, 0.008, 0.01, 0.012],
      [0, 0.004, 0.008, 0.008, 0.01, 0],
    ])
  })
})

describe("reference poses", () => {
  /** One joint moving along x through `xs` (metres). */
  const along = (xs: number[]) => xs.map((x) => Float64Array.from([x, 0, 0]))

  it("measures a frame's mean jump over every joint", () => {
    const frames = [Float64Array.from([0, 0, 0, 1, 1, 1]), Float64Array.from([3, 4, 0, 1, 1, 1])]
    expect(meanJump(frames, 1)).toBe(2.5)
    expect(meanJump([new Float64Array(0), new Float64Array(0)], 1)).toBe(0)
  })

  it("finds a jump of at least 5 cm and 8 times the median of the rest", () => {
    expect(detectReferenceFrames(along([0, 1, 1.01, 1.02, 1.03]))).toBe(1)
    // 0.5 against a median of 0.0625: exactly 8 times.
    expect(detectReferenceFrames(along([0, 0.5, 0.5625, 0.625, 0.6875]))).toBe(1)
    expect(detectReferenceFrames(along([0, 0.4375, 0.5, 0.5625, 0.625]))).toBe(0)
    // Exactly 5 cm out of a still pose, and just under it.
    expect(detectReferenceFrames(along([0, 0.05, 0.05, 0.05]))).toBe(1)
    expect(detectReferenceFrames(along([0, 0.0499, 0.0499, 0.0499]))).toBe(0)
  })

  it("takes the median of an even number of jumps as the mean of the middle two", () => {
    // The rest's jumps are 0.0625 and 0.1875: median 0.125, so 1 is 8 times it and 0.75 is not.
    expect(detectReferenceFrames(along([0, 1, 1.0625, 1.25]))).toBe(1)
    expect(detectReferenceFrames(along([0, 0.75, 0.8125, 1]))).toBe(0)
    // The rest's jumps in no order (0.5, 0.0625, 0.125): the median is the middle one sorted, 0.125.
    expect(detectReferenceFrames(along([0, 0.75, 1.25, 1.3125, 1.4375]))).toBe(0)
  })

  it("looks only among the first ten frames, and leaves at least two frames of take", () => {
    const still = (n: number, jumpAt: number) => along(Array.from({ length: n }, (_, f) => (f < jumpAt ? 0 : 1)))
    expect(detectReferenceFrames(still(13, 10))).toBe(10)
    expect(detectReferenceFrames(still(13, 11))).toBe(0)
    expect(detectReferenceFrames(still(4, 2))).toBe(2)
    expect(detectReferenceFrames(still(4, 3))).toBe(0)
    expect(detectReferenceFrames(still(2, 1))).toBe(0)
    expect(detectReferenceFrames(still(3, 1))).toBe(1)
  })
})
