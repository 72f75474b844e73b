/**
 * Writes the synthetic fixtures of the archive's shape tests (src/archive/fixtures/, listed in its README): one
 * invented body, 1.72 m tall, under the rigs and namings the shape reading must cope with, plus a four-legged
 * figure and a file with two figures, which it must refuse. Run once by hand when a fixture is to change:
 *
 *   npx tsx scripts/make-shape-fixtures.ts
 *
 * Every file is a few frames of made-up walking (hips forward, legs and elbows swinging, the head turning).
 */
import { writeFileSync } from "node:fs"
import * as path from "node:path"
import { writeBvh, type Bvh, type BvhJoint, type Channel, type Vec3 } from "../src/archive/bvh"
import { endSitesAs, frameCountOff, inFileOrder, turnedUp, withFace } from "../src/archive/fixtures/body-transforms"
import { axisRotation } from "../src/archive/kinematics"

const FOLDER = path.resolve(__dirname, "../src/archive/fixtures")
const FRAMES = 8
const FRAME_TIME = 1 / 30

/** A joint of the standing body: its name, its offset in the standing pose (cm, Y up, facing +z, left +x). */
interface Part {
  name: string
  offset: Vec3
  children?: Part[]
  /** Degrees about x (then z) this joint turns at frame f: the walk. */
  motion?: (f: number) => [number, number, number]
  /** The joint carries the root's position channels. */
  moves?: boolean
}

type Side = "left" | "right"
const mirror = (v: Vec3, side: Side): Vec3 => (side === "left" ? v : [-v[0], v[1], v[2]])
const phase = (f: number) => Math.sin((f / FRAMES) * 2 * Math.PI)

const fingers = (side: Side, name: (finger: string, k: number) => string): Part[] =>
  (
    [
      ["Thumb", [2, -3, 3], [0, -3, 1]],
      ["Index", [1.5, -9, 2], [0, -4, 0]],
      ["Middle", [0.5, -9.5, 0.5], [0, -4.5, 0]],
      ["Ring", [-0.5, -9, -1], [0, -4, 0]],
      ["Pinky", [-1.5, -8.5, -2], [0, -3, 0]],
    ] as [string, Vec3, Vec3][]
  ).map(([finger, base, next]) => ({
    name: name(finger, 1),
    offset: mirror(base, side),
    motion: () => [-10, 0, 0],
    children: [
      {
        name: name(finger, 2),
        offset: mirror(next, side),
        motion: () => [-15, 0, 0],
        children: [{ name: "", offset: mirror([0, -2.5, 0], side) }],
      },
    ],
  }))

const toes = (side: Side, name: (k: number) => string, five: boolean): Part[] =>
  five
    ? [-2, -1, 0, 1, 2].map((k) => ({
        name: name(k + 3),
        offset: mirror([k * 1.2, -1, 3], side),
        children: [{ name: "", offset: mirror([0, -1, 3], side) }],
      }))
    : [
        {
          name: name(1),
          offset: mirror([0, -1.5, 5], side),
          children: [{ name: "", offset: mirror([0, -0.5, 4], side) }],
        },
      ]

interface BodyOptions {
  names: (part: string, side?: Side) => string
  fingers: boolean
  toes: "none" | "one" | "five"
  face?: boolean
  legs?: boolean
}

/** The invented body: hips at 94 cm, head top at 172 cm, arms hanging, in its standing pose. */
const body = (o: BodyOptions): Part => {
  const n = o.names
  const arm = (side: Side): Part => {
    const swing = side === "left" ? 1 : -1
    return {
      name: n("collar", side),
      offset: mirror([3, 10, 0], side),
      children: [
        {
          name: n("shoulder", side),
          offset: mirror([13, 0, -1], side),
          motion: (f) => [15 * swing * phase(f), 0, 0],
          children: [
            {
              name: n("elbow", side),
              offset: mirror([2, -28, 0], side),
              motion: (f) => [-25 - 10 * phase(f), 0, 0],
              children: [
                {
                  name: n("wrist", side),
                  offset: mirror([1, -25, 3], side),
                  children: o.fingers
                    ? fingers(side, (finger, k) => n(`${finger.toLowerCase()}${k}`, side))
                    : [{ name: "", offset: mirror([0, -8, 0], side) }],
                },
              ],
            },
          ],
        },
      ],
    }
  }
  const leg = (side: Side): Part => {
    const swing = side === "left" ? 1 : -1
    return {
      name: n("hip", side),
      offset: mirror([8, -4, 0], side),
      motion: (f) => [-20 * swing * phase(f), 0, 0],
      children: [
        {
          name: n("knee", side),
          offset: mirror([0, -41, 1], side),
          motion: (f) => [15 + 15 * swing * phase(f), 0, 0],
          children: [
            {
              name: n("ankle", side),
              offset: mirror([0, -41, -2], side),
              // The ankle turns back what the hip and knee turn, so the foot stays level.
              motion: (f) => [5 * swing * phase(f) - 15, 0, 0],
              children:
                o.toes === "none"
                  ? [{ name: "", offset: mirror([0, -7, 12], side) }]
                  : [
                      {
                        name: n("ball", side),
                        offset: mirror([0, -6, 12], side),
                        children: toes(side, (k) => n(`toe${k}`, side), o.toes === "five"),
                      },
                    ],
            },
          ],
        },
      ],
    }
  }
  const face: Part[] = o.face
    ? [
        { name: n("eye", "left"), offset: [3, 8, 9], children: [{ name: "", offset: [0, 0, 1] }] },
        { name: n("eye", "right"), offset: [-3, 8, 9], children: [{ name: "", offset: [0, 0, 1] }] },
        { name: n("jaw"), offset: [0, -2, 4], children: [{ name: "", offset: [0, -4, 6] }] },
      ]
    : []
  return {
    name: n("pelvis"),
    offset: [0, 94, 0],
    moves: true,
    motion: (f) => [0, 0, 3 * phase(f)],
    children: [
      {
        name: n("spine"),
        offset: [0, 10, 0],
        children: [
          {
            name: n("chest"),
            offset: [0, 12, 0],
            children: [
              {
                name: n("upperchest"),
                offset: [0, 12, -1],
                children: [
                  {
                    name: n("neck"),
                    offset: [0, 14, 0],
                    children: [
                      {
                        name: n("head"),
                        offset: [0, 10, 1],
                        motion: (f) => [5 * phase(f), 0, 0],
                        children: [{ name: "", offset: [0, 20, 0] }, ...face],
                      },
                    ],
                  },
                  arm("left"),
                  arm("right"),
                ],
              },
            ],
          },
        ],
      },
      ...(o.legs === false ? [] : [leg("left"), leg("right")]),
    ],
  }
}

type Mat = Float64Array
const multiply = (a: Mat, b: Mat): Mat => {
  const out = new Float64Array(9)
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++)
      out[r * 3 + c] = a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!
  return out
}
const transpose = (a: Mat): Mat => Float64Array.from([a[0]!, a[3]!, a[6]!, a[1]!, a[4]!, a[7]!, a[2]!, a[5]!, a[8]!])
const apply = (a: Mat, v: Vec3): Vec3 => [
  a[0]! * v[0] + a[1]! * v[1] + a[2]! * v[2],
  a[3]! * v[0] + a[4]! * v[1] + a[5]! * v[2],
  a[6]! * v[0] + a[7]! * v[1] + a[8]! * v[2],
]
const IDENTITY = Float64Array.from([1, 0, 0, 0, 1, 0, 0, 0, 1])
const unit = (v: Vec3): Vec3 => {
  const length = Math.hypot(...v)
  return [v[0] / length, v[1] / length, v[2] / length]
}
const crossV = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]

/** A frame whose x axis points along `along` (columns x, y, z). */
const frameAlong = (along: Vec3): Mat => {
  const x = unit(along)
  const reference: Vec3 = Math.abs(x[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0]
  const z = unit(crossV(x, reference))
  const y = crossV(z, x)
  return Float64Array.from([x[0], y[0], z[0], x[1], y[1], z[1], x[2], y[2], z[2]])
}

/** Z X Y Euler angles (degrees) of a rotation, as the channels "Zrotation Xrotation Yrotation" compose them. */
const zxy = (r: Mat): [number, number, number] => {
  const deg = 180 / Math.PI
  // atan2 rather than asin: near x = ±90° asin loses most of its digits.
  const x = Math.atan2(r[7]!, Math.hypot(r[6]!, r[8]!))
  // At x = ±90° z and y turn about one axis: all of it is given to z.
  if (Math.hypot(r[6]!, r[8]!) < 1e-9) return [Math.atan2(r[3]!, r[0]!) * deg, x * deg, 0]
  return [Math.atan2(-r[1]!, r[4]!) * deg, x * deg, Math.atan2(-r[6]!, r[8]!) * deg]
}

/**
 * The body as a Bvh. With `alongX`, every joint's bones are restated in a frame of its own whose x axis points to
 * its first child, and the frames carry the turn back: the rest pose no longer stands, the take does (as a rig
 * retargeted with bones along local X writes it).
 */
const toBvh = (root: Part, alongX = false): Bvh => {
  const joints: BvhJoint[] = []
  const parts: Part[] = []
  const frames: Mat[] = []
  let values = 0
  const visit = (part: Part, parent: number, parentFrame: Mat) => {
    const endSite = part.name === ""
    const own = alongX && part.children?.length ? frameAlong(part.children[0]!.offset) : parentFrame
    const channels: Channel[] = endSite
      ? []
      : part.moves
        ? ["Xposition", "Yposition", "Zposition", "Zrotation", "Xrotation", "Yrotation"]
        : ["Zrotation", "Xrotation", "Yrotation"]
    const index = joints.length
    const offset = parent < 0 ? part.offset : apply(transpose(parentFrame), part.offset)
    joints.push({
      name: endSite ? `${joints[parent]!.name}/End` : part.name,
      parent,
      offset: offset.map((v) => Math.round(v * 1e6) / 1e6) as unknown as Vec3,
      channels,
      firstValue: values,
      endSite,
    })
    parts.push(part)
    frames.push(own)
    values += channels.length
    for (const child of part.children ?? []) visit(child, index, own)
  }
  visit(root, -1, IDENTITY)
  const take = Array.from({ length: FRAMES }, (_, f) => {
    const frame = new Float64Array(values)
    joints.forEach((joint, j) => {
      if (joint.endSite) return
      const [ax, az, travel] = parts[j]!.motion?.(f) ?? [0, 0, 0]
      const motion = multiply(axisRotation("Z", az), axisRotation("X", ax))
      const parentFrame = joint.parent < 0 ? IDENTITY : frames[joint.parent]!
      const local = multiply(multiply(transpose(parentFrame), motion), frames[j]!)
      let at = joint.firstValue
      if (parts[j]!.moves) {
        frame[at++] = joint.offset[0]
        frame[at++] = joint.offset[1]
        frame[at++] = joint.offset[2] + travel + f * 4
      }
      for (const angle of zxy(local)) frame[at++] = angle
    })
    return frame
  })
  return { joints, frameTime: FRAME_TIME, frames: take, channelCount: values }
}

const scaled = (bvh: Bvh, factor: number): Bvh => ({
  ...bvh,
  joints: bvh.joints.map((j) => ({ ...j, offset: j.offset.map((v) => v * factor) as unknown as Vec3 })),
  frames: bvh.frames.map((frame) => {
    const out = Float64Array.from(frame)
    for (const j of bvh.joints)
      j.channels.forEach((c, i) => {
        if (c.endsWith("position")) out[j.firstValue + i] = frame[j.firstValue + i]! * factor
      })
    return out
  }),
})

const SIDE_WORD = { left: "Left", right: "Right" } as const
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1)
const plain = (part: string, side?: Side) => `${side ? SIDE_WORD[side] : ""}${capital(part)}`

/** J01, J02, … in the order the body lists its joints. */
const numbered = (): BodyOptions["names"] => {
  let count = 0
  return () => `J${String(++count).padStart(2, "0")}`
}

/** Lower-case names with a one-letter side prefix and no separator, as a pose-from-video tool writes them. */
const LOWER: Record<string, string> = {
  pelvis: "hip",
  spine: "abdomen",
  chest: "chest",
  upperchest: "chest2",
  neck: "neck",
  head: "head",
  collar: "collar",
  shoulder: "shldr",
  elbow: "forearm",
  wrist: "hand",
  hip: "thigh",
  knee: "shin",
  ankle: "foot",
}
const lower = (part: string, side?: Side) => `${side ? side[0] : ""}${LOWER[part] ?? part}`

const write = (name: string, bvh: Bvh, digits = 4) => writeFileSync(path.join(FOLDER, name), writeBvh(bvh, digits))

write("numbered-joints.bvh", scaled(toBvh(body({ names: numbered(), fingers: true, toes: "one" })), 0.01), 6)
write("lowercase-prefix.bvh", toBvh(body({ names: lower, fingers: false, toes: "none" })))
write("bones-along-x.bvh", toBvh(body({ names: plain, fingers: true, toes: "one" }), true))
write("fingers-toes.bvh", toBvh(body({ names: plain, fingers: true, toes: "five", face: true })))
write("upper-body.bvh", toBvh(body({ names: plain, fingers: true, toes: "none", legs: false })))

/** The body with a tail, a stick held in the right hand, face joints, and a microphone stand beside it. */
const extra = (): Part => {
  const figure = body({ names: plain, fingers: false, toes: "one", face: true })
  const hips = { ...figure, offset: [0, 94, 0] as Vec3, moves: false }
  const find = (part: Part, name: string): Part | undefined =>
    part.name === name ? part : (part.children ?? []).map((c) => find(c, name)).find((x) => x !== undefined)
  const hand = find(hips, "RightWrist") as Part
  hand.children = [
    ...(hand.children ?? []),
    {
      name: "Stick",
      offset: [0, -6, 4],
      children: [{ name: "StickTip", offset: [0, -10, 40], children: [{ name: "", offset: [0, -5, 30] }] }],
    },
  ]
  hips.children = [
    ...(hips.children ?? []),
    {
      name: "Tail1",
      offset: [0, -2, -8],
      motion: (f) => [10 * phase(f), 0, 0],
      children: [
        {
          name: "Tail2",
          offset: [0, -10, -15],
          children: [{ name: "Tail3", offset: [0, -15, -12], children: [{ name: "", offset: [0, -10, -8] }] }],
        },
      ],
    },
  ]
  return {
    name: "Reference",
    offset: [0, 0, 0],
    moves: true,
    children: [
      hips,
      {
        name: "StandBase",
        offset: [30, 0, 60],
        children: [
          {
            name: "StandPole",
            offset: [0, 140, 0],
            children: [{ name: "StandArm", offset: [-10, 10, -25], children: [{ name: "", offset: [0, 0, -5] }] }],
          },
        ],
      },
    ],
  }
}
write("extra-chains.bvh", toBvh(extra()))

/** A four-legged figure: pelvis and spine level, two pairs of legs, a neck and head forward, a tail. */
const quadruped = (): Part => {
  const leg = (name: string, side: Side, swing: number): Part => ({
    name: `${name}${side === "left" ? "L" : "R"}1`,
    offset: mirror([10, -5, 0], side),
    motion: (f) => [20 * swing * phase(f), 0, 0],
    children: [
      {
        name: `${name}${side === "left" ? "L" : "R"}2`,
        offset: [0, -25, 3],
        children: [
          {
            name: `${name}${side === "left" ? "L" : "R"}3`,
            offset: [0, -25, -3],
            children: [{ name: "", offset: [0, -5, 6] }],
          },
        ],
      },
    ],
  })
  return {
    name: "Pelvis",
    offset: [0, 60, 0],
    moves: true,
    children: [
      {
        name: "Back1",
        offset: [0, 2, 25],
        children: [
          {
            name: "Back2",
            offset: [0, 0, 25],
            children: [
              {
                name: "Neck",
                offset: [0, 12, 15],
                children: [{ name: "Skull", offset: [0, 10, 8], children: [{ name: "", offset: [0, -2, 18] }] }],
              },
              leg("Front", "left", 1),
              leg("Front", "right", -1),
            ],
          },
        ],
      },
      leg("Back", "left", -1),
      leg("Back", "right", 1),
      {
        name: "Tail1",
        offset: [0, 4, -10],
        children: [{ name: "Tail2", offset: [0, -5, -20], children: [{ name: "", offset: [0, -10, -15] }] }],
      },
    ],
  }
}
write("quadruped.bvh", toBvh(quadruped()))

/** Two bodies under one root, side by side: a duet captured into one file. */
const duet = (): Part => {
  const prefixed = (prefix: string, x: number): Part => ({
    ...body({ names: (part, side) => `${prefix}${plain(part, side)}`, fingers: false, toes: "one" }),
    offset: [x, 94, 0],
    moves: false,
  })
  return { name: "World", offset: [0, 0, 0], moves: true, children: [prefixed("A_", -60), prefixed("B_", 60)] }
}
write("two-figures.bvh", toBvh(duet()))

// One fixture per class of file the body reader once missed (src/archive/fixtures/body-transforms.ts).
const walker = () => toBvh(body({ names: plain, fingers: false, toes: "none" }))
write("end-sites-zeroed.bvh", endSitesAs(walker(), "zeroed"))
const fingered = toBvh(body({ names: plain, fingers: true, toes: "one" }))
write(
  "face-rig.bvh",
  inFileOrder(
    withFace(
      fingered,
      fingered.joints.findIndex((j) => j.name === "Head"),
    ),
  ),
)
write("camera-space-neg-y-mm.bvh", scaled(turnedUp(walker(), "y", "-y"), 10))
writeFileSync(path.join(FOLDER, "frames-miscount.bvh"), frameCountOff(writeBvh(walker(), 4), -1))
