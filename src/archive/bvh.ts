/**
 * BVH (Biovision Hierarchy), the archive's master format for movement data: a skeleton (HIERARCHY) and one line
 * of channel values per frame (MOTION). Every joint declares its own channels and their order, and real files mix
 * orders, so nothing here assumes one.
 *
 * `parseBvh` reads a file into a `Bvh`; a malformed file throws a `BvhError` naming the file, the line and the
 * problem, which the build reports as it reports any content mistake. Where other readers are lenient it is too, and
 * says so in the `Bvh`'s warnings: a header's frame count up to `BVH_FRAME_COUNT_SLACK` off the frame lines. A file
 * cut off mid-frame, or a frame line with the wrong number of values, is still refused by its line. `writeBvh`
 * writes one back (the sample generator uses it). Forward kinematics lives in ./kinematics.ts.
 */

import { BVH_FRAME_COUNT_SLACK } from "../constants"

export const POSITION_CHANNELS = ["Xposition", "Yposition", "Zposition"] as const
export const ROTATION_CHANNELS = ["Xrotation", "Yrotation", "Zrotation"] as const
export type Channel = (typeof POSITION_CHANNELS)[number] | (typeof ROTATION_CHANNELS)[number]
const CHANNELS: readonly string[] = [...POSITION_CHANNELS, ...ROTATION_CHANNELS]

export type Vec3 = readonly [number, number, number]

export interface BvhJoint {
  /**
   * Unique within the file. An End Site has its own name if the file gives one ("End Site LeftToe"), else its
   * parent's, e.g. "LeftHand/End" (and "LeftHand/End 2" for a second End Site under the same joint).
   */
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
  /**
   * Dialect oddities read anyway, each a sentence without the file's name (a header's frame count a frame or two
   * off the frame lines); absent or empty when there are none.
   */
  warnings?: readonly string[]
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

/** A channel name as the file writes it, in any case ("ZROTATION", "zRotation"), to its canonical spelling. */
const CANONICAL_CHANNEL = new Map(CHANNELS.map((channel) => [channel.toLowerCase(), channel as Channel]))

/** "Frames:" and "Frame Time:" with or without a space before the value ("Frames:2", "Frame Time:0.03"). */
const FRAMES_LABEL = "frames:"
const TIME_LABEL = "time:"
const FRAME_TIME_LABEL = "frametime:"

export const parseBvh = (text: string, file = "(bvh)"): Bvh => {
  // Lines are split once; the hierarchy is read word by word, the frames line by line (a long take has millions
  // of values, and one object per value would cost more memory than the take itself).
  const lines = text.split(/\r\n|\r|\n/)
  let lineIndex = 0
  let words: string[] = []
  let wordIndex = 0
  let wordsLine = 0
  const fill = (): boolean => {
    while (wordIndex >= words.length) {
      if (lineIndex >= lines.length) return false
      words = (lines[lineIndex] as string)
        .trim()
        .split(/\s+/)
        .filter((w) => w !== "")
      wordIndex = 0
      wordsLine = ++lineIndex
    }
    return true
  }
  const peek = (): Token | undefined => (fill() ? { text: words[wordIndex] as string, line: wordsLine } : undefined)
  const lastLine = () => Math.max(1, lines.length - (lines.at(-1) === "" ? 1 : 0))
  const fail = (problem: string, line = peek()?.line ?? lastLine()): never => {
    throw new BvhError(file, line, problem)
  }
  const next = (what: string): Token => {
    const token = peek() ?? fail(`the file ends where ${what} was expected`)
    wordIndex++
    return token
  }
  /** The rest of the current line's words (a name may hold spaces: "Bip01 L Hand"), up to an opening brace. */
  const restOfLine = (): string => {
    const rest: string[] = []
    while (wordIndex < words.length && words[wordIndex] !== "{") rest.push(words[wordIndex++] as string)
    return rest.join(" ")
  }
  const is = (token: Token, word: string) => token.text.toLowerCase() === word.toLowerCase()
  const expect = (word: string, where = ""): Token => {
    const token = next(`"${word}"`)
    if (!is(token, word)) fail(`expected "${word}"${where}, found "${token.text}"`, token.line)
    return token
  }
  /** `value` is never empty: a word holds no spaces, and a label's value comes from its word only when it has one. */
  const numberFrom = (token: Token, value: string, what: string): number => {
    const parsed = Number(value)
    if (!Number.isFinite(parsed)) fail(`${what} must be a number, found "${value}"`, token.line)
    return parsed
  }
  const number = (what: string): number => {
    const token = next(what)
    return numberFrom(token, token.text, what)
  }
  /** A label's value, whether the file writes it in the label's word ("Frames:2") or as the next word. */
  const valueAfter = (token: Token, label: string, what: string): { value: number; line: number } => {
    if (token.text.length > label.length)
      return { value: numberFrom(token, token.text.slice(label.length), what), line: token.line }
    const line = peek()?.line ?? token.line
    return { value: number(what), line }
  }

  const joints: BvhJoint[] = []
  const names = new Set<string>()
  let channelCount = 0

  /** How messages name a joint: by its name in the file, or an End Site by the joint it ends. */
  const called = (name: string, endSite: boolean, parent: number) =>
    endSite ? `the End Site under joint "${(joints[parent] as BvhJoint).name}"` : `joint "${name}"`

  const readJoint = (name: string, parent: number, endSite: boolean, nameLine: number): void => {
    if (names.has(name)) fail(`the joint name "${name}" is used twice`, nameLine)
    names.add(name)
    const label = called(name, endSite, parent)
    expect("{", ` to open ${label}`)
    expect("OFFSET", ` in ${label}`)
    const offset: Vec3 = [number("the OFFSET's x"), number("the OFFSET's y"), number("the OFFSET's z")]
    const channels: Channel[] = []
    if (!endSite) {
      const keyword = next('"CHANNELS"')
      if (!is(keyword, "CHANNELS")) fail(`expected "CHANNELS" for ${label}, found "${keyword.text}"`, keyword.line)
      const countToken = peek()
      const count = number("the number of channels")
      if (!Number.isInteger(count) || count < 0 || count > 6)
        fail(`${label} declares ${count} channels; a joint has 0 to 6`, countToken?.line)
      for (let i = 0; i < count; i++) {
        const token = next(`channel ${i + 1} of ${label}`)
        const channel = CANONICAL_CHANNEL.get(token.text.toLowerCase())
        if (channel === undefined)
          fail(`unknown channel "${token.text}" for ${label}; expected one of ${CHANNELS.join(", ")}`, token.line)
        if (channels.includes(channel as Channel)) fail(`${label} lists the channel ${token.text} twice`, token.line)
        channels.push(channel as Channel)
      }
    }
    const index = joints.length
    joints.push({ name, parent, offset, channels, firstValue: channelCount, endSite })
    channelCount += channels.length
    let endSites = 0
    for (;;) {
      const token = next(`"}" closing ${label}`)
      if (token.text === "}") return
      if (endSite) fail(`an End Site holds only an OFFSET, found "${token.text}"`, token.line)
      if (is(token, "JOINT")) {
        const line = peek()?.line ?? token.line
        const child = restOfLine()
        if (child === "") fail(`a JOINT inside ${label} has no name`, token.line)
        readJoint(child, index, false, line)
      } else if (is(token, "End")) {
        expect("Site", ` after "End" inside ${label}`)
        // An End Site may carry a name ("End Site LeftToe"); one without is named after its joint, and a second
        // unnamed one under the same joint gets a number ("LeftUpLeg/End 2").
        const own = restOfLine()
        if (own === "") endSites++
        readJoint(own || `${name}/End${endSites > 1 ? ` ${endSites}` : ""}`, index, true, token.line)
      } else fail(`expected "JOINT", "End Site" or "}" inside ${label}, found "${token.text}"`, token.line)
    }
  }

  expect("HIERARCHY")
  const root = next('"ROOT"')
  if (!is(root, "ROOT")) fail(`expected "ROOT", found "${root.text}"`, root.line)
  const rootLine = peek()?.line ?? root.line
  const rootName = restOfLine()
  if (rootName === "") fail("the ROOT has no name", root.line)
  readJoint(rootName, -1, false, rootLine)
  const motion = next('"MOTION"')
  if (is(motion, "ROOT")) fail("a second ROOT: the archive reads files with one skeleton", motion.line)
  if (!is(motion, "MOTION")) fail(`expected "MOTION", found "${motion.text}"`, motion.line)

  const framesWord = next('"Frames:"')
  if (!framesWord.text.toLowerCase().startsWith(FRAMES_LABEL))
    fail(`expected "Frames:", found "${framesWord.text}"`, framesWord.line)
  const count = valueAfter(framesWord, FRAMES_LABEL, "the frame count")
  const frameCount = count.value
  if (!Number.isInteger(frameCount) || frameCount < 1)
    fail(`the frame count must be a whole number of at least 1, found ${frameCount}`, count.line)
  const frameWord = next('"Frame Time:"')
  let time: { value: number; line: number }
  if (frameWord.text.toLowerCase().startsWith(FRAME_TIME_LABEL))
    time = valueAfter(frameWord, FRAME_TIME_LABEL, "the frame time")
  else {
    if (!is(frameWord, "Frame")) fail(`expected "Frame Time:", found "${frameWord.text}"`, frameWord.line)
    const timeWord = next('"Time:"')
    if (!timeWord.text.toLowerCase().startsWith(TIME_LABEL))
      fail(`expected "Frame Time:", found "Frame ${timeWord.text}"`, timeWord.line)
    time = valueAfter(timeWord, TIME_LABEL, "the frame time")
  }
  const frameTime = time.value
  if (!(frameTime > 0)) fail(`the frame time must be above 0 seconds, found ${frameTime}`, time.line)
  if (wordIndex < words.length)
    fail(`"${words[wordIndex] as string}" follows the frame time on its line; frames start on the next line`, wordsLine)

  // Each frame is one line of values; a line with the wrong count is the usual corruption, so check per line.
  const frames: Float64Array[] = []
  for (; lineIndex < lines.length; lineIndex++) {
    const content = (lines[lineIndex] as string).trim()
    if (content === "") continue
    const line = lineIndex + 1
    const values = content.split(/\s+/)
    if (values.length !== channelCount)
      fail(
        `frame ${frames.length + 1} has ${values.length} values; the hierarchy declares ${channelCount} channels`,
        line,
      )
    const frame = new Float64Array(channelCount)
    for (let i = 0; i < channelCount; i++) {
      const value = Number(values[i])
      if (!Number.isFinite(value))
        fail(`frame ${frames.length + 1} has a value that is not a number: "${values[i] as string}"`, line)
      frame[i] = value
    }
    frames.push(frame)
  }
  const warnings: string[] = []
  if (frames.length !== frameCount) {
    if (frames.length === 0 || Math.abs(frames.length - frameCount) > BVH_FRAME_COUNT_SLACK)
      fail(`the file says "Frames: ${frameCount}" but holds ${frames.length} frames`, count.line)
    warnings.push(
      `line ${count.line} says "Frames: ${frameCount}" but ${frames.length} frame lines follow; all ${frames.length} are read`,
    )
  }
  return { joints, frameTime, frames, channelCount, ...(warnings.length > 0 ? { warnings } : {}) }
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
    const parentName = bvh.joints[joint.parent]?.name ?? ""
    const derivedName = joint.name === `${parentName}/End` || joint.name.startsWith(`${parentName}/End `)
    const head = joint.endSite
      ? `End Site${derivedName ? "" : ` ${joint.name}`}`
      : `${joint.parent === -1 ? "ROOT" : "JOINT"} ${joint.name}`
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
