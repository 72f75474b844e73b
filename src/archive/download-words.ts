/**
 * What each of an entry's downloads is, in English (./entry-files.ts gives it with the download; the English
 * catalogue says it on the entry page, src/views/archive/copy.ts, and each other language's catalogue in its own
 * words, by the same keys and figures). Pure, so the page's catalogue can hold it.
 */
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** By the download's role: its BVH (named for the entry) and ARCHIVE_FILE_NAMES' files. */
export const DOWNLOAD_WORDS = {
  /** What the downloadable BVH is, truthfully: its own unit and axis, and any reference pose it keeps. */
  bvh: (convention: string, referenceFrames: number) =>
    `the master data as given: BVH, joint rotations in degrees, lengths in ${convention}` +
    (referenceFrames > 0
      ? `; its first ${plural(referenceFrames, "frame")}, a reference pose, ${referenceFrames === 1 ? "is" : "are"} kept here and left out of everything derived`
      : ""),
  joints: (fps: number) => `joint positions at the full ${fps} fps: Y up, metres, ground at y = 0`,
  features: (glitches: number) =>
    glitches > 0
      ? `the per-frame figures that drive the sound (${plural(glitches, "one-frame glitch", "one-frame glitches")} filtered)`
      : "the per-frame figures that drive the sound",
  datasheet: "this entry's datasheet (Markdown)",
  checksums: "the sha256 checksums of the files above (check with sha256sum -c SHA256SUMS)",
}
