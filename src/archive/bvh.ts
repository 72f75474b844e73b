/**
 * BVH (Biovision Hierarchy), the archive's master format for movement data: a skeleton (HIERARCHY) and one line
 * of channel values per frame (MOTION). Every joint declares its own channels and their order, and real files mix
 * orders, so nothing here assumes one.
 *
 * `parseBvh` reads a file into a `Bvh`; a malformed file throws a `BvhError` naming the file, the line and the
 * problem, which the build reports as it reports any content mistake. `writeBvh` writes one back (the sample
 * generator uses it). Forward kinematics lives in ./kinematics.ts.
 */

export const POSITION_CHANNELS = ["Xposition", "Yposition", "Zposition"] as const
export const ROTATION_CHANNELS = ["Xrotation", "Yrotation", "Zrotation"] as const
export type Channel = (typeof POSITION_CHANNELS)[number] | (typeof ROTATION_CHANNELS)[number]
const CHANNELS: readonly string[] = [...POSITION_CHANNELS, ...ROTATION_CHANNELS]

export type Vec3 = readonly [number, number, number]

export interface BvhJoint {
  /** Unique within the file; an End Site is named after its parent, e.g. "LeftHand/End". */
  name: string
  /** Index of the parent in `Bvh.joints`; -1 for the ROOT. Parents always come before their children. */
  parent: number
  /** The joint's rest offset from its parent, in the file's units. */
  offset: Vec3
  /** The joint's channels in the order its values appear in each frame (empty for an End Site). */
  channels: readonly Channel[]
  /** Where this joint's first value sits in a frame's list of values. */
  firstValue: number
  endSite: boolean
}

export interface Bvh {
  joints: readonly BvhJoint[]
  /** Seconds per frame, as the file states it. */
  frameTime: number
  /** One list of channel values per frame; each has `channelCount` numbers. */
  frames: readonly Float64Array[]
  channelCount: number
}

export class BvhError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly problem: string,
  ) {
    super(`${file}, line ${line}: ${problem}`)
    this.name = "BvhError"
  }
}

interface Token {
  text: string
  line: number
}

/** Splits the text into whitespace-separated words, each with its 1-based line number. */
const tokenize = (text: string): Token[] => {
  const tokens: Token[] = []
  text.split(/\r\n|\r|\n/).forEach((content, index) => {
    for (const word of content.trim().split(/\s+/)) if (word !== "") tokens.push({ text: word, line: index + 1 })
  })
  return tokens
}

export const parseBvh = (text: string, file = "(bvh)"): Bvh => {
  const tokens = tokenize(text)
  let at = 0
  const lastLine = () => tokens.at(-1)?.line ?? 1
  const fail = (problem: string, line = tokens[at]?.line ?? lastLine()): never => {
    throw new BvhError(file, line, problem)
  }
  const next = (what: string): Token => tokens[at++] ?? fail(`the file ends where ${what} was expected`)
  const expect = (word: string): Token => {
    const token = next(`"${word}"`)
    if (token.text.toLowerCase() !== word.toLowerCase()) fail(`expected "${word}", found "${token.text}"`, token.line)
    return token
  }
  const number = (what: string): number => {
    const token = next(what)
    const value = Number(token.text)
    if (token.text === "" || !Number.isFinite(value))
      fail(`${what} must be a number, found "${token.text}"`, token.line)
    return value
  }

  const joints: BvhJoint[] = []
  const names = new Set<string>()
  let channelCount = 0

  const readJoint = (name: string, parent: number, endSite: boolean, nameLine: number): void => {
    if (names.has(name)) fail(`the joint name "${name}" is used twice`, nameLine)
    names.add(name)
    expect("{")
    expect("OFFSET")
    const offset: Vec3 = [number("the OFFSET's x"), number("the OFFSET's y"), number("the OFFSET's z")]
    const channels: Channel[] = []
    if (!endSite) {
      const keyword = next('"CHANNELS"')
      if (keyword.text !== "CHANNELS")
        fail(`expected "CHANNELS" for joint "${name}", found "${keyword.text}"`, keyword.line)
      const countToken = tokens[at]
      const count = number("the number of channels")
      if (!Number.isInteger(count) || count < 0 || count > 6)
        fail(`joint "${name}" declares ${count} channels; a joint has 0 to 6`, countToken?.line)
      for (let i = 0; i < count; i++) {
        const channel = next(`channel ${i + 1} of joint "${name}"`)
        if (!CHANNELS.includes(channel.text))
          fail(
            `unknown channel "${channel.text}" for joint "${name}"; expected one of ${CHANNELS.join(", ")}`,
            channel.line,
          )
        if (channels.includes(channel.text as Channel))
          fail(`joint "${name}" lists the channel ${channel.text} twice`, channel.line)
        channels.push(channel.text as Channel)
      }
    }
    const index = joints.length
    joints.push({ name, parent, offset, channels, firstValue: channelCount, endSite })
    channelCount += channels.length
    for (;;) {
      const token = next(`"}" closing joint "${name}"`)
      if (token.text === "}") return
      if (endSite) fail(`an End Site holds only an OFFSET, found "${token.text}"`, token.line)
      if (token.text === "JOINT") {
        const child = next("a joint name")
        readJoint(child.text, index, false, child.line)
      } else if (token.text === "End") {
        expect("Site")
        readJoint(`${name}/End`, index, true, token.line)
      } else fail(`expected "JOINT", "End Site" or "}" inside joint "${name}", found "${token.text}"`, token.line)
    }
  }

  expect("HIERARCHY")
  const root = next('"ROOT"')
  if (root.text !== "ROOT") fail(`expected "ROOT", found "${root.text}"`, root.line)
  const rootName = next("the root joint's name")
  readJoint(rootName.text, -1, false, rootName.line)
  const motion = next('"MOTION"')
  if (motion.text === "ROOT") fail("a second ROOT: the archive reads files with one skeleton", motion.line)
  if (motion.text !== "MOTION") fail(`expected "MOTION", found "${motion.text}"`, motion.line)

  expect("Frames:")
  const countToken = tokens[at]
  const frameCount = number("the frame count")
  if (!Number.isInteger(frameCount) || frameCount < 1)
    fail(`the frame count must be a whole number of at least 1, found ${frameCount}`, countToken?.line)
  expect("Frame")
  expect("Time:")
  const timeToken = tokens[at]
  const frameTime = number("the frame time")
  if (!(frameTime > 0)) fail(`the frame time must be above 0 seconds, found ${frameTime}`, timeToken?.line)

  // Each frame is one line of values; a line with the wrong count is the usual corruption, so check per line.
  const frames: Float64Array[] = []
  while (at < tokens.length) {
    const line = tokens[at]?.line ?? lastLine()
    const values = new Float64Array(channelCount)
    let count = 0
    while (at < tokens.length && tokens[at]?.line === line) {
      const token = tokens[at++] as Token
      const value = Number(token.text)
      if (!Number.isFinite(value))
        fail(`frame ${frames.length + 1} has a value that is not a number: "${token.text}"`, line)
      if (count < channelCount) values[count] = value
      count++
    }
    if (count !== channelCount)
      fail(`frame ${frames.length + 1} has ${count} values; the hierarchy declares ${channelCount} channels`, line)
    frames.push(values)
  }
  if (frames.length !== frameCount)
    fail(`the file says "Frames: ${frameCount}" but holds ${frames.length} frames`, countToken?.line)
  return { joints, frameTime, frames, channelCount }
}

/** Formats a number for a BVH file: up to `digits` decimals, no trailing zeros, no "-0". */
const format = (value: number, digits: number): string => {
  const text = value.toFixed(digits).replace(/\.?0+$/, "")
  return text === "-0" ? "0" : text
}

/** Writes a Bvh as text; `digits` bounds the decimals of every value (6 keeps well under a micrometre in cm). */
export const writeBvh = (bvh: Bvh, digits = 6): string => {
  const lines: string[] = ["HIERARCHY"]
  const children = (index: number) => bvh.joints.flatMap((j, i) => (j.parent === index ? [i] : []))
  const writeJoint = (index: number, depth: number) => {
    const joint = bvh.joints[index] as BvhJoint
    const pad = "  ".repeat(depth)
    const head = joint.endSite ? "End Site" : `${joint.parent === -1 ? "ROOT" : "JOINT"} ${joint.name}`
    lines.push(`${pad}${head}`, `${pad}{`, `${pad}  OFFSET ${joint.offset.map((v) => format(v, digits)).join(" ")}`)
    if (!joint.endSite) lines.push(`${pad}  CHANNELS ${joint.channels.length} ${joint.channels.join(" ")}`.trimEnd())
    for (const child of children(index)) writeJoint(child, depth + 1)
    lines.push(`${pad}}`)
  }
  writeJoint(0, 0)
  lines.push("MOTION", `Frames: ${bvh.frames.length}`, `Frame Time: ${format(bvh.frameTime, 9)}`)
  for (const frame of bvh.frames) lines.push(Array.from(frame, (v) => format(v, digits)).join(" "))
  return `${lines.join("\n")}\n`
}
