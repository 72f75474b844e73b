/**
 * The flipbook's stills in a compact form. Every still of a portrait is resized the same way, so the many URLs of
 * one still differ from the next still's in a few parts only (a digest, a file name). Page data carries each
 * shared pattern once per portrait (a "set": the URLs as templates with `{0}`, `{1}` … where a still's own parts
 * go) and, per still, only those parts. A Portraits page with five flipbooks of ~100 stills then travels in
 * ~10 KB of page data instead of ~85 KB.
 *
 * The templates are found by comparing the stills' URLs, not from any knowledge of how the image plugin lays its
 * files out, so a plugin that names its files differently still encodes (only less compactly, which the
 * page-data budget in the browser tests would show). Built by src/gatsby-node/flipbook-frames.ts; decoded here
 * (in the browser, by the flipbook) into what a <picture> needs.
 */

/** One output file of a still: its URL as a template over the still's values, and its width in px. */
export interface FrameFile {
  url: string
  width: number
}
export interface FrameSource {
  /** MIME type, e.g. image/avif. */
  type: string
  files: readonly FrameFile[]
}
export interface FrameSet {
  width: number
  height: number
  /** Modern formats, in the order the browser should consider them. */
  sources: readonly FrameSource[]
  /** The format every browser reads (JPEG, or PNG for a PNG still). */
  fallback: FrameSource
}
export interface FrameStill {
  /** Index into `sets`. */
  set: number
  /** What fills the set's `{0}`, `{1}` … */
  values: readonly string[]
}
export interface CompactFrames {
  sets: readonly FrameSet[]
  stills: readonly FrameStill[]
}

/** What one <picture> of a still needs: the fallback <img> and the <source>s, with their srcsets. */
export interface FrameImage {
  width: number
  height: number
  src: string
  srcSet: string
  sources: { type: string; srcSet: string }[]
}

const PLACEHOLDER = /\{(\d+)\}/g

/** A template with a still's values in its placeholders. */
export const fillTemplate = (template: string, values: readonly string[]): string =>
  template.replace(PLACEHOLDER, (_, index: string) => values[Number(index)] ?? "")

/** A srcset as gatsby-plugin-image writes one: `url width` pairs, one per line. */
export const srcSetOf = (files: readonly { url: string; width: number }[]): string =>
  files.map((file) => `${file.url} ${file.width}w`).join(",\n")

const filled = (source: FrameSource, values: readonly string[]) =>
  source.files.map((file) => ({ url: fillTemplate(file.url, values), width: file.width }))

export const decodeFrames = (frames: CompactFrames): FrameImage[] =>
  frames.stills.flatMap((still) => {
    const set = frames.sets[still.set]
    if (!set) return []
    const fallback = filled(set.fallback, still.values)
    const largest = fallback.reduce<{ url: string; width: number } | undefined>(
      (best, file) => (best && best.width >= file.width ? best : file),
      undefined,
    )
    return [
      {
        width: set.width,
        height: set.height,
        src: largest?.url ?? "",
        srcSet: srcSetOf(fallback),
        sources: set.sources.map((source) => ({ type: source.type, srcSet: srcSetOf(filled(source, still.values)) })),
      },
    ]
  })
