/**
 * The flipbook's stills in a compact form. Every still of a portrait is resized the same way, so the
 * many URLs of one still differ from the next only in the file's digest and name: page-data carries the
 * shared parts once per portrait ("sets") and two short strings per still. A Portraits page with five
 * flipbooks of ~100 stills then travels in ~10 KB of page data instead of ~85 KB.
 * Built by src/gatsby-node/flipbook-frames.ts; decoded here into what a <picture> needs.
 */

/** One output file of a still: `${prefix}${digest}/${variant}/${name}.${ext}`, `width` px wide. */
export interface FrameFile {
  variant: string
  ext: string
  width: number
}
export interface FrameSource {
  /** MIME type, e.g. image/avif; the fallback's is the original format's. */
  type: string
  files: readonly FrameFile[]
}
export interface FrameSet {
  width: number
  height: number
  prefix: string
  /** Modern formats, in the order the browser should consider them. */
  sources: readonly FrameSource[]
  fallback: FrameSource
}
export interface FrameStill {
  digest: string
  name: string
  /** Index into `sets`. */
  set: number
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

export const frameUrl = (set: Pick<FrameSet, "prefix">, still: Omit<FrameStill, "set">, file: FrameFile): string =>
  `${set.prefix}${still.digest}/${file.variant}/${still.name}.${file.ext}`

/** Written the way gatsby-plugin-image writes a srcset, so the decoded markup is byte-identical to its. */
export const frameSrcSet = (set: FrameSet, still: FrameStill, source: FrameSource): string =>
  source.files.map((file) => `${frameUrl(set, still, file)} ${file.width}w`).join(",\n")

export const decodeFrames = (frames: CompactFrames): FrameImage[] =>
  frames.stills.flatMap((still) => {
    const set = frames.sets[still.set]
    if (!set) return []
    const largest = set.fallback.files.reduce<FrameFile | undefined>(
      (best, file) => (best && best.width >= file.width ? best : file),
      undefined,
    )
    return [
      {
        width: set.width,
        height: set.height,
        src: largest ? frameUrl(set, still, largest) : "",
        srcSet: frameSrcSet(set, still, set.fallback),
        sources: set.sources.map((source) => ({ type: source.type, srcSet: frameSrcSet(set, still, source) })),
      },
    ]
  })
