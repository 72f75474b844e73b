/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * What an editor is told about a malformed BVH, line and words, and what `writeBvh` writes: every case reads
 * its own small file inside its test (see docs/mutation-testing.md on why nothing is computed at the top level).
 */
import { BVH_FRAME_COUNT_SLACK } from "../constants"
import { BvhError, parseBvh, writeBvh, type Bvh } from "./bvh"

/** Line numbers in the comments are the file's own (1-based). */
const SMALL = [
  "HIERARCHY", // 1
  "ROOT Hips", // 2
  "{", // 3
  "  OFFSET 0 0 0", // 4
  "  CHANNELS 3 Xposition Yposition Zposition", // 5
  "  JOINT Spine", // 6
  "  {", // 7
  "    OFFSET 0 1 0", // 8
  "    CHANNELS 1 Zrotation", // 9
  "    End Site", // 10
  "    {", // 11
  "      OFFSET 0 1 0", // 12
  "    }", // 13
  "  }", // 14
  "}", // 15
  "MOTION", // 16
  "Frames: 2", // 17
  "Frame Time: 0.04", // 18
  "0 0 0 0", // 19
  "1 2 3 45", // 20
  "",
].join("\n")

/** SMALL with one line (1-based) replaced by `text` (which may hold several lines, or none). */
const withLine = (line: number, text: string | undefined): string => {
  const lines = SMALL.split("\n")
  lines.splice(line - 1, 1, ...(text === undefined ? [] : [text]))
  return lines.join("\n")
}

const problem = (text: string): string => {
  try {
    parseBvh(text, "take.bvh")
  } catch (error) {
    if (error instanceof BvhError) return `line ${error.line}: ${error.problem}`
    throw error
  }
  throw new Error("parsed without complaint")
}

describe("parseBvh reads the forms real files use", () => {
  it("reads the small file: joints, values, frame time", () => {
    const bvh = parseBvh(SMALL)
    expect(bvh.joints).toEqual([
      {
        name: "Hips",
        parent: -1,
        offset: [0, 0, 0],
        channels: ["Xposition", "Yposition", "Zposition"],
        firstValue: 0,
        endSite: false,
      },
      { name: "Spine", parent: 0, offset: [0, 1, 0], channels: ["Zrotation"], firstValue: 3, endSite: false },
      { name: "Spine/End", parent: 1, offset: [0, 1, 0], channels: [], firstValue: 4, endSite: true },
    ])
    expect(bvh.channelCount).toBe(4)
    expect(bvh.frameTime).toBe(0.04)
    expect(bvh.frames.map((f) => Array.from(f))).toEqual([
      [0, 0, 0, 0],
      [1, 2, 3, 45],
    ])
  })

  it("takes keywords and channel names in any case", () => {
    const text = SMALL.replace("HIERARCHY", "hierarchy")
      .replace("ROOT", "root")
      .replace("JOINT", "joint")
      .replace("OFFSET 0 1 0", "offset 0 1 0")
      .replace("CHANNELS 1 Zrotation", "channels 1 ZROTATION")
      .replace("End Site", "end site")
      .replace("MOTION", "motion")
      .replace("Frames:", "FRAMES:")
      .replace("Frame Time:", "frame time:")
    const bvh = parseBvh(text)
    expect(bvh.joints.map((j) => [j.name, j.channels.join(" ")])).toEqual([
      ["Hips", "Xposition Yposition Zposition"],
      ["Spine", "Zrotation"],
      ["Spine/End", ""],
    ])
    expect(bvh.frames).toHaveLength(2)
  })

  it.each([
    ["Frames:2", "Frame Time: 0.04"],
    ["Frames: 2", "Frame Time:0.04"],
    ["Frames: 2", "FrameTime: 0.04"],
    ["Frames: 2", "FrameTime:0.04"],
    ["Frames:\n2", "Frame Time:\n0.04"],
  ])("reads %j and %j", (frames, time) => {
    const bvh = parseBvh(SMALL.replace("Frames: 2", frames).replace("Frame Time: 0.04", time))
    expect(bvh.frameTime).toBe(0.04)
    expect(bvh.frames).toHaveLength(2)
  })

  it("reads names with spaces, named End Sites and several unnamed End Sites under one joint", () => {
    const text = [
      "HIERARCHY",
      "ROOT Bip01 Pelvis",
      "{",
      "OFFSET 0 0 0",
      "CHANNELS 1 Xposition",
      "JOINT Bip01 L Hand {",
      "OFFSET 1 0 0",
      "CHANNELS 0",
      "End Site",
      "{",
      "OFFSET 1 0 0",
      "}",
      "End Site",
      "{",
      "OFFSET 0 1 0",
      "}",
      "End Site Thumb Tip",
      "{",
      "OFFSET 0 0 1",
      "}",
      "End Site",
      "{",
      "OFFSET 0 0 2",
      "}",
      "}",
      "}",
      "MOTION",
      "Frames: 1",
      "Frame Time: 0.5",
      "7",
      "",
    ].join("\n")
    const bvh = parseBvh(text)
    expect(bvh.joints.map((j) => [j.name, j.parent, j.endSite])).toEqual([
      ["Bip01 Pelvis", -1, false],
      ["Bip01 L Hand", 0, false],
      ["Bip01 L Hand/End", 1, true],
      ["Bip01 L Hand/End 2", 1, true],
      ["Thumb Tip", 1, true],
      ["Bip01 L Hand/End 3", 1, true],
    ])
    expect(bvh.channelCount).toBe(1)
    expect(bvh.frames.map((f) => Array.from(f))).toEqual([[7]])
  })

  it("accepts six channels on a joint, blank lines between frames and old Mac line ends", () => {
    const six = SMALL.replace(
      "CHANNELS 1 Zrotation",
      "CHANNELS 6 Zrotation Xrotation Yrotation Xposition Yposition Zposition",
    )
      .replace("0 0 0 0", "0 0 0 0 0 0 0 0 0\n\n")
      .replace("1 2 3 45", "1 2 3 4 5 6 7 8 9")
    const bvh = parseBvh(six.replace(/\n/g, "\r"))
    expect(bvh.joints[1]?.channels).toEqual([
      "Zrotation",
      "Xrotation",
      "Yrotation",
      "Xposition",
      "Yposition",
      "Zposition",
    ])
    expect(bvh.frames.map((f) => Array.from(f))).toEqual([
      [0, 0, 0, 0, 0, 0, 0, 0, 0],
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
    ])
  })

  it("reads frame lines with spaces around them, runs of spaces and tabs within, and blank-looking lines", () => {
    const text = withLine(20, "\t1  2\t 3\t\t45 \t\n   \n\t").replace("0 0 0 0", "  0 0 0 0  ").replace(/\n/g, "\r\n")
    const bvh = parseBvh(text)
    expect(bvh.frames.map((f) => Array.from(f))).toEqual([
      [0, 0, 0, 0],
      [1, 2, 3, 45],
    ])
  })
})

describe("parseBvh names the line and the problem", () => {
  it.each([
    [
      "an OFFSET value that is not a number",
      withLine(8, "OFFSET 0 up 0"),
      `line 8: the OFFSET's y must be a number, found "up"`,
    ],
    [
      "an OFFSET x that is not a number",
      withLine(8, "OFFSET - 1 0"),
      `line 8: the OFFSET's x must be a number, found "-"`,
    ],
    [
      "an OFFSET z that is infinite",
      withLine(8, "OFFSET 0 1 Infinity"),
      `line 8: the OFFSET's z must be a number, found "Infinity"`,
    ],
    [
      "a missing CHANNELS",
      withLine(9, "CHANELS 1 Zrotation"),
      `line 9: expected "CHANNELS" for joint "Spine", found "CHANELS"`,
    ],
    [
      "seven channels",
      withLine(9, "CHANNELS 7 Zrotation"),
      `line 9: joint "Spine" declares 7 channels; a joint has 0 to 6`,
    ],
    [
      "a negative channel count",
      withLine(9, "CHANNELS -1"),
      `line 9: joint "Spine" declares -1 channels; a joint has 0 to 6`,
    ],
    [
      "a fractional channel count",
      withLine(9, "CHANNELS 1.5 Zrotation"),
      `line 9: joint "Spine" declares 1.5 channels; a joint has 0 to 6`,
    ],
    [
      "a channel count that is not a number",
      withLine(9, "CHANNELS one Zrotation"),
      `line 9: the number of channels must be a number, found "one"`,
    ],
    [
      "an unknown channel",
      withLine(9, "CHANNELS 1 Wrotation"),
      `line 9: unknown channel "Wrotation" for joint "Spine"; expected one of Xposition, Yposition, Zposition, Xrotation, Yrotation, Zrotation`,
    ],
    [
      "a channel listed twice",
      withLine(9, "CHANNELS 2 Zrotation zrotation"),
      `line 9: joint "Spine" lists the channel zrotation twice`,
    ],
    [
      "channels missing at the end of the file",
      "HIERARCHY\nROOT Hips\n{\nOFFSET 0 0 0\nCHANNELS 2 Xrotation\n",
      `line 5: the file ends where channel 2 of joint "Hips" was expected`,
    ],
    [
      "an End Site with channels",
      withLine(12, "OFFSET 0 1 0\nCHANNELS 0"),
      `line 13: an End Site holds only an OFFSET, found "CHANNELS"`,
    ],
    ["a JOINT without a name", withLine(6, "JOINT"), `line 6: a JOINT inside joint "Hips" has no name`],
    ["a JOINT whose name is only a brace", withLine(6, "JOINT {"), `line 6: a JOINT inside joint "Hips" has no name`],
    [
      "an End without Site",
      withLine(10, "End Point"),
      `line 10: expected "Site" after "End" inside joint "Spine", found "Point"`,
    ],
    [
      "an End Site without its brace",
      withLine(11, undefined),
      `line 11: expected "{" to open the End Site under joint "Spine", found "OFFSET"`,
    ],
    ["a joint without its brace", withLine(7, undefined), `line 7: expected "{" to open joint "Spine", found "OFFSET"`],
    [
      "a joint without an OFFSET",
      withLine(8, undefined),
      `line 8: expected "OFFSET" in joint "Spine", found "CHANNELS"`,
    ],
    [
      "an End Site without an OFFSET",
      withLine(12, undefined),
      `line 12: expected "OFFSET" in the End Site under joint "Spine", found "}"`,
    ],
    ["a ROOT without a name", withLine(2, "ROOT"), `line 2: the ROOT has no name`],
    ["a JOINT where the ROOT should be", withLine(2, "JOINT Hips"), `line 2: expected "ROOT", found "JOINT"`],
    ["no HIERARCHY", withLine(1, "HIERARCHIE"), `line 1: expected "HIERARCHY", found "HIERARCHIE"`],
    ["something else where MOTION should be", withLine(16, "MOTIONS"), `line 16: expected "MOTION", found "MOTIONS"`],
    ["no Frames:", withLine(17, "Count: 2"), `line 17: expected "Frames:", found "Count:"`],
    [
      "a frame count of 0",
      withLine(17, "Frames: 0"),
      `line 17: the frame count must be a whole number of at least 1, found 0`,
    ],
    [
      "a fractional frame count",
      withLine(17, "Frames: 1.5"),
      `line 17: the frame count must be a whole number of at least 1, found 1.5`,
    ],
    [
      "a frame count on the next line",
      withLine(17, "Frames:\n0"),
      `line 18: the frame count must be a whole number of at least 1, found 0`,
    ],
    [
      "a frame count in the label's word",
      withLine(17, "Frames:two"),
      `line 17: the frame count must be a number, found "two"`,
    ],
    ["no Frame Time", withLine(18, "Time: 0.04"), `line 18: expected "Frame Time:", found "Time:"`],
    ["a misspelt Frame Time", withLine(18, "Frame Tiem: 0.04"), `line 18: expected "Frame Time:", found "Frame Tiem:"`],
    [
      "a negative frame time",
      withLine(18, "Frame Time: -0.04"),
      `line 18: the frame time must be above 0 seconds, found -0.04`,
    ],
    [
      "a frame time that is not a number",
      withLine(18, "Frame Time: fast"),
      `line 18: the frame time must be a number, found "fast"`,
    ],
    [
      "a frame time in the label's word",
      withLine(18, "Frame Time:fast"),
      `line 18: the frame time must be a number, found "fast"`,
    ],
    [
      "a frame time on the next line",
      withLine(18, "Frame Time:\n0"),
      `line 19: the frame time must be above 0 seconds, found 0`,
    ],
    [
      "a frame on the frame time's line",
      withLine(18, "Frame Time: 0.04 0 0 0 0"),
      `line 18: "0" follows the frame time on its line; frames start on the next line`,
    ],
    [
      "a frame with too many values",
      withLine(20, "1 2 3 45 6"),
      `line 20: frame 2 has 5 values; the hierarchy declares 4 channels`,
    ],
    ["a value that is not a number", withLine(19, "0 0 x 0"), `line 19: frame 1 has a value that is not a number: "x"`],
    [
      "more frames than stated, by more than the slack read with a warning",
      withLine(20, ["1 2 3 45", ...Array.from({ length: BVH_FRAME_COUNT_SLACK + 1 }, () => "4 5 6 7")].join("\n")),
      `line 17: the file says "Frames: 2" but holds ${3 + BVH_FRAME_COUNT_SLACK} frames`,
    ],
  ])("%s", (_, text, message) => {
    expect(problem(text)).toBe(message)
  })

  it("names the last line with text when the file ends early, with or without a final line end", () => {
    const cut = SMALL.split("\n").slice(0, 8).join("\n")
    expect(problem(cut)).toBe(`line 8: the file ends where "CHANNELS" was expected`)
    expect(problem(`${cut}\n`)).toBe(`line 8: the file ends where "CHANNELS" was expected`)
    expect(problem("")).toBe(`line 1: the file ends where "HIERARCHY" was expected`)
  })

  it("is an Error that names the file, the line and the problem", () => {
    let caught: unknown
    try {
      parseBvh(withLine(2, "ROOT"), "content/archive/motion/walk.bvh")
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(Error)
    expect(caught).toMatchObject({
      name: "BvhError",
      file: "content/archive/motion/walk.bvh",
      line: 2,
      problem: "the ROOT has no name",
      message: "content/archive/motion/walk.bvh, line 2: the ROOT has no name",
    })
  })

  it("says (bvh) when no file name is given", () => {
    expect(() => parseBvh("")).toThrow(/^\(bvh\), line 1: /)
  })

  it.each([
    ["after HIERARCHY", 1, undefined, `line 1: the file ends where "ROOT" was expected`],
    [
      "inside a joint, after its CHANNELS",
      9,
      undefined,
      `line 9: the file ends where "}" closing joint "Spine" was expected`,
    ],
    [
      "inside an End Site, after its OFFSET",
      12,
      undefined,
      `line 12: the file ends where "}" closing the End Site under joint "Spine" was expected`,
    ],
    ["after MOTION", 16, undefined, `line 16: the file ends where "Frames:" was expected`],
    ["after the frame count", 17, undefined, `line 17: the file ends where "Frame Time:" was expected`],
    ["after the word Frame", 18, "Frame", `line 18: the file ends where "Time:" was expected`],
    ["after FrameTime:", 18, "FrameTime:", `line 18: the file ends where the frame time was expected`],
  ])("names what it expected when the file ends %s", (_, last, lastText, message) => {
    const lines = SMALL.split("\n").slice(0, last)
    if (lastText !== undefined) lines[last - 1] = lastText
    expect(problem(`${lines.join("\n")}\n`)).toBe(message)
  })

  it.each(["FrameTime: fast", "FrameTime:fast", "frametime: fast"])(
    "names the frame time when %j holds no number",
    (line) => {
      expect(problem(withLine(18, line))).toBe(`line 18: the frame time must be a number, found "fast"`)
    },
  )
})

describe("writeBvh", () => {
  const bvh = (): Bvh => ({
    joints: [
      {
        name: "Hips",
        parent: -1,
        offset: [0, -0.0000001, 1.5],
        channels: ["Xposition", "Zrotation"],
        firstValue: 0,
        endSite: false,
      },
      { name: "Chest", parent: 0, offset: [0, 10.25, 0], channels: [], firstValue: 2, endSite: false },
      { name: "Chest/End", parent: 1, offset: [0, 1, 0], channels: [], firstValue: 2, endSite: true },
      { name: "Chest/End 2", parent: 1, offset: [0, 2, 0], channels: [], firstValue: 2, endSite: true },
      { name: "Crown", parent: 1, offset: [0, 3, 0], channels: [], firstValue: 2, endSite: true },
    ],
    frameTime: 1 / 30,
    channelCount: 2,
    frames: [new Float64Array([1.23456789, -90]), new Float64Array([-0.0000004, 100])],
  })

  it("writes the hierarchy indented, End Sites by name only when they have their own, and trimmed numbers", () => {
    expect(writeBvh(bvh())).toBe(
      [
        "HIERARCHY",
        "ROOT Hips",
        "{",
        "  OFFSET 0 0 1.5",
        "  CHANNELS 2 Xposition Zrotation",
        "  JOINT Chest",
        "  {",
        "    OFFSET 0 10.25 0",
        "    CHANNELS 0",
        "    End Site",
        "    {",
        "      OFFSET 0 1 0",
        "    }",
        "    End Site",
        "    {",
        "      OFFSET 0 2 0",
        "    }",
        "    End Site Crown",
        "    {",
        "      OFFSET 0 3 0",
        "    }",
        "  }",
        "}",
        "MOTION",
        "Frames: 2",
        "Frame Time: 0.033333333",
        "1.234568 -90",
        "0 100",
        "",
      ].join("\n"),
    )
  })

  it("bounds the decimals by the digits asked for", () => {
    const text = writeBvh(bvh(), 2)
    expect(text.split("\n").slice(-3)).toEqual(["1.23 -90", "0 100", ""])
    expect(text).toContain("  OFFSET 0 0 1.5\n")
  })

  it("writes what parseBvh reads back", () => {
    const again = parseBvh(writeBvh(bvh()))
    expect(again.joints.map((j) => j.name)).toEqual(["Hips", "Chest", "Chest/End", "Chest/End 2", "Crown"])
    expect(again.joints.map((j) => j.parent)).toEqual([-1, 0, 1, 1, 1])
  })
})
