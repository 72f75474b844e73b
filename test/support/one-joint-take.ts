/**
 * The smallest BVH the archive reads (synthetic, no person recorded it): a root with three position channels and one
 * End Site straight above it, then one frame line per entry of `frames`.
 */
export const oneJointTake = ({
  endSiteUp,
  frames,
  frameTime = "0.0333333",
}: {
  /** The End Site's offset along y, in the file's units, as written. */
  endSiteUp: string
  /** Each frame's line: the root's x, y and z. */
  frames: readonly string[]
  /** The Frame Time line's value (1/30 s rounded, as exporters write it, unless given). */
  frameTime?: string | undefined
}): string =>
  [
    "HIERARCHY",
    "ROOT Hips",
    "{",
    "OFFSET 0 0 0",
    "CHANNELS 3 Xposition Yposition Zposition",
    "End Site",
    "{",
    `OFFSET 0 ${endSiteUp} 0`,
    "}",
    "}",
    "MOTION",
    `Frames: ${frames.length}`,
    `Frame Time: ${frameTime}`,
    ...frames,
    "",
  ].join("\n")
