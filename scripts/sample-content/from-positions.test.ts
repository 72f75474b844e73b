import { parseBvh, writeBvh, type Vec3 } from "../../src/archive/bvh"
import { bvhFromPositions, eulerAngles, swing, type Axis } from "./from-positions"
import { axisRotation, framePositions } from "../../src/archive/kinematics"

const ORDERS: [Axis, Axis, Axis][] = [
  ["X", "Y", "Z"],
  ["X", "Z", "Y"],
  ["Y", "X", "Z"],
  ["Y", "Z", "X"],
  ["Z", "X", "Y"],
  ["Z", "Y", "X"],
]

const compose = (order: readonly Axis[], angles: readonly number[]) => {
  const [a, b, c] = order.map((axis, i) => axisRotation(axis, angles[i]))
  const mul = (x: Float64Array, y: Float64Array) => {
    const out = new Float64Array(9)
    for (let r = 0; r < 3; r++)
      for (let k = 0; k < 3; k++) out[r * 3 + k] = [0, 1, 2].reduce((sum, m) => sum + x[r * 3 + m] * y[m * 3 + k], 0)
    return out
  }
  return mul(mul(a, b), c)
}

describe("eulerAngles", () => {
  it.each(ORDERS)("recovers the angles of every order (%s%s%s)", (...order) => {
    for (const angles of [
      [10, 20, 30],
      [-120, 45, 170],
      [80, -70, -15],
      [0, 0, 0],
    ]) {
      const matrix = compose(order, angles)
      const back = eulerAngles(matrix, order)
      expect(Array.from(compose(order, back), (v) => Number(v.toFixed(9)) + 0)).toEqual(
        Array.from(matrix, (v) => Number(v.toFixed(9)) + 0),
      )
      expect(back.map((v) => Number(v.toFixed(6)))).toEqual(angles)
    }
  })

  it("keeps the rotation at gimbal lock", () => {
    const matrix = compose(["Z", "X", "Y"], [30, 90, 20])
    const back = eulerAngles(matrix, ["Z", "X", "Y"])
    expect(Array.from(compose(["Z", "X", "Y"], back), (v) => Number(v.toFixed(6)) + 0)).toEqual(
      Array.from(matrix, (v) => Number(v.toFixed(6)) + 0),
    )
  })
})

describe("swing", () => {
  it("turns one direction onto another, including the opposite one", () => {
    for (const [from, to] of [
      [
        [0, 1, 0],
        [1, 0, 0],
      ],
      [
        [0, 1, 0],
        [0, -1, 0],
      ],
      [
        [1, 2, 3],
        [-3, 1, 0.5],
      ],
    ] as [Vec3, Vec3][]) {
      const m = swing(from, to)
      const out = [0, 1, 2].map((r) => [0, 1, 2].reduce((s, c) => s + m[r * 3 + c] * from[c], 0))
      const scale = Math.hypot(...from) / Math.hypot(...to)
      out.forEach((v, i) => expect(v).toBeCloseTo(to[i] * scale, 9))
    }
  })
})

describe("bvhFromPositions", () => {
  // A root with a branch to a two-bone arm whose joints declare different orders; the elbow moves in 3D.
  const rest: Vec3[] = [
    [0, 100, 0],
    [0, 150, 0],
    [0, 120, 0],
    [0, 90, 0],
  ]
  const frames = Array.from({ length: 20 }, (_, f) => {
    const t = f / 10
    const root: Vec3 = [10 * t, 100, 5 * t]
    const shoulder: Vec3 = [root[0], 150, root[2]]
    const elbow: Vec3 = [shoulder[0] + 30 * Math.sin(t), 150 - 30 * Math.cos(t), shoulder[2] + 0]
    const dir: Vec3 = [Math.cos(2 * t) * 0.6, -0.64, Math.sin(2 * t) * 0.48]
    const n = Math.hypot(...dir)
    const hand: Vec3 = [elbow[0] + (30 * dir[0]) / n, elbow[1] + (30 * dir[1]) / n, elbow[2] + (30 * dir[2]) / n]
    return [root, shoulder, elbow, hand]
  })
  const bvh = bvhFromPositions({
    joints: [
      { name: "Hips", parent: -1, point: 0, order: ["Z", "X", "Y"] },
      { name: "Branch", parent: 0, point: 0, order: ["X", "Y", "Z"] },
      { name: "Shoulder", parent: 1, point: 1, order: ["Z", "Y", "X"] },
      { name: "Elbow", parent: 2, point: 2, order: ["Y", "X", "Z"] },
      { name: "Hand", parent: 3, point: 3 },
    ],
    rest,
    frames,
    frameTime: 1 / 30,
  })

  it("declares each joint's own order and names the End Site after its parent", () => {
    expect(bvh.joints.map((j) => [j.name, j.channels.join(" ")])).toEqual([
      ["Hips", "Xposition Yposition Zposition Zrotation Xrotation Yrotation"],
      ["Branch", "Xrotation Yrotation Zrotation"],
      ["Shoulder", "Zrotation Yrotation Xrotation"],
      ["Elbow", "Yrotation Xrotation Zrotation"],
      ["Elbow/End", ""],
    ])
  })

  it("gives the positions back through forward kinematics, also after writing and parsing the file", () => {
    const parsed = parseBvh(writeBvh(bvh), "arm.bvh")
    parsed.frames.forEach((frame, f) => {
      const positions = framePositions(parsed, frame)
      const expected = [0, 0, 1, 2, 3].flatMap((p) => [...frames[f][p]])
      positions.forEach((v, i) => expect(Math.abs(v - expected[i])).toBeLessThan(1e-3))
    })
  })

  it("refuses a joint with more than one child to aim at", () => {
    expect(() =>
      bvhFromPositions({
        joints: [
          { name: "Root", parent: -1, point: 0, order: ["Z", "X", "Y"] },
          { name: "A", parent: 0, point: 1, order: ["Z", "X", "Y"] },
          { name: "B", parent: 1, point: 2 },
          { name: "C", parent: 1, point: 3 },
        ],
        rest,
        frames,
        frameTime: 1 / 30,
      }),
    ).toThrow('joint "A" needs exactly one child')
  })
})
