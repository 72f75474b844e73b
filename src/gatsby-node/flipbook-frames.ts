/**
 * Portrait.frames: every still of a portrait resized for the flipbook, as compact frames (src/data/compact-frames.ts).
 *
 * A resolver of our own over gatsby-plugin-sharp's documented `resize` helper: we decide every output file (format,
 * width, height, quality) and take back only the URL the plugin gives each one. Nothing here reads another plugin's
 * schema or assumes how the plugin names its files; the compact encoding finds the stills' shared URL parts by
 * comparing them, and checks that every still decodes to exactly its files, or stops the build.
 */
import * as path from "node:path"
import { resize } from "gatsby-plugin-sharp"
import { decodeFrames, srcSetOf, type CompactFrames, type FrameSet, type FrameStill } from "../data/compact-frames"
import { intrinsicSize } from "./intrinsic-size"

/**
 * How every still is resized: AVIF, WebP and JPEG (PNG for a PNG still) at half and full width, full width being
 * 640 px or the still's own width if smaller (a still is never enlarged). A flipbook box is at most
 * FLIPBOOK_MAX_WIDTH_PX (600) CSS px wide, and 640 px caps what one decoded frame costs (≤ 1.6 MB) even on a
 * 3× phone.
 */
export const FLIPBOOK_FRAMES = {
  width: 640,
  densities: [0.5, 1],
  /** The modern formats, in the order the browser should consider them. */
  sources: [
    { toFormat: "avif", type: "image/avif", quality: 50 },
    { toFormat: "webp", type: "image/webp", quality: 60 },
  ],
  fallback: { toFormat: "jpg", type: "image/jpeg", quality: 60 },
  /** A PNG still keeps its format (and any transparency) for the fallback. */
  pngFallback: { toFormat: "png", type: "image/png", quality: 60 },
} as const

/** One file to make: `resize`'s arguments. */
export interface PlannedFile {
  toFormat: string
  width: number
  height: number
  quality: number
}
interface PlannedSource {
  type: string
  files: PlannedFile[]
}
export interface FramePlan {
  width: number
  height: number
  fallback: PlannedSource
  sources: PlannedSource[]
}

/** The files one still gets, from its upright size (as it displays, after any EXIF turn) and its extension. */
export const planFrames = (upright: { width: number; height: number }, extension: string): FramePlan => {
  const widths = [
    ...new Set(FLIPBOOK_FRAMES.densities.map((d) => Math.min(Math.round(FLIPBOOK_FRAMES.width * d), upright.width))),
  ].sort((a, b) => a - b)
  const heightAt = (width: number) => Math.max(1, Math.round((width * upright.height) / upright.width))
  const source = (format: { toFormat: string; type: string; quality: number }): PlannedSource => ({
    type: format.type,
    files: widths.map((width) => ({
      toFormat: format.toFormat,
      width,
      height: heightAt(width),
      quality: format.quality,
    })),
  })
  const largest = widths[widths.length - 1] ?? upright.width
  const fallback = extension.toLowerCase() === "png" ? FLIPBOOK_FRAMES.pngFallback : FLIPBOOK_FRAMES.fallback
  return {
    width: largest,
    height: heightAt(largest),
    fallback: source(fallback),
    sources: FLIPBOOK_FRAMES.sources.map(source),
  }
}

/** One still's files with their URLs, as the encoder takes them. */
export interface ResizedStill {
  width: number
  height: number
  fallback: { type: string; files: readonly { url: string; width: number }[] }
  sources: readonly { type: string; files: readonly { url: string; width: number }[] }[]
}

/** A URL in parts, its separators kept, so URLs of one shape can be compared part by part. */
const parts = (url: string): string[] => url.split(/([/.])/)
const urlsOf = (still: ResizedStill): string[] =>
  [still.fallback, ...still.sources].flatMap((source) => source.files.map((file) => file.url))
/** Stills of one shape (size, formats, widths, URL parts) can share a set. */
const shapeOf = (still: ResizedStill): string =>
  JSON.stringify([
    still.width,
    still.height,
    [still.fallback, ...still.sources].map((s) => [s.type, s.files.map((f) => f.width)]),
    urlsOf(still).map((url) => parts(url).length),
  ])

/** What the browser should get for a still: the same shape decodeFrames returns. */
const expected = (still: ResizedStill) => {
  const largest = still.fallback.files.reduce<{ url: string; width: number } | undefined>(
    (best, file) => (best && best.width >= file.width ? best : file),
    undefined,
  )
  return {
    width: still.width,
    height: still.height,
    src: largest?.url ?? "",
    srcSet: srcSetOf(still.fallback.files),
    sources: still.sources.map((source) => ({ type: source.type, srcSet: srcSetOf(source.files) })),
  }
}

/**
 * Factors the stills' URLs into shared sets of templates and per-still values, and checks that decoding gives back
 * exactly each still's files: anything else stops the build, naming the portrait and the still.
 */
export const encodeFrames = (stills: readonly ResizedStill[], label: string): CompactFrames => {
  const groups = new Map<string, number[]>()
  stills.forEach((still, index) => {
    const key = shapeOf(still)
    groups.set(key, [...(groups.get(key) ?? []), index])
  })
  const sets: FrameSet[] = []
  const setKeys: string[] = []
  const encoded: FrameStill[] = []
  for (const members of groups.values()) {
    const partLists = members.map((index) => urlsOf(stills[index]!).map(parts))
    const first = partLists[0] ?? []
    const varies = first.map((urlParts, u) =>
      urlParts.map((part, p) => partLists.some((list) => list[u]?.[p] !== part)),
    )
    members.forEach((index, m) => {
      const still = stills[index]!
      const values: string[] = []
      const templates = (partLists[m] ?? []).map((urlParts, u) =>
        urlParts
          .map((part, p) => {
            if (!varies[u]?.[p]) return part
            const at = values.indexOf(part)
            return `{${at < 0 ? values.push(part) - 1 : at}}`
          })
          .join(""),
      )
      let next = 0
      const templated = (source: ResizedStill["fallback"]) => ({
        type: source.type,
        files: source.files.map((file) => ({ url: templates[next++] ?? "", width: file.width })),
      })
      const fallback = templated(still.fallback)
      const set: FrameSet = {
        width: still.width,
        height: still.height,
        fallback,
        sources: still.sources.map(templated),
      }
      const key = JSON.stringify(set)
      let setIndex = setKeys.indexOf(key)
      if (setIndex < 0) {
        setIndex = setKeys.push(key) - 1
        sets.push(set)
      }
      const [decoded] = decodeFrames({ sets: [set], stills: [{ set: 0, values }] })
      if (JSON.stringify(decoded) !== JSON.stringify(expected(still)))
        throw new Error(`${label}: still ${index + 1} does not survive the compact encoding`)
      encoded[index] = { set: setIndex, values }
    })
  }
  return { sets, stills: encoded }
}

/** The GraphQL types of the compact frames (see src/data/compact-frames.ts). */
export const FLIPBOOK_FRAME_TYPES = `
type FlipbookFile @dontInfer {
  url: String!
  width: Int!
}
type FlipbookSource @dontInfer {
  type: String!
  files: [FlipbookFile!]!
}
type FlipbookFrameSet @dontInfer {
  width: Int!
  height: Int!
  sources: [FlipbookSource!]!
  fallback: FlipbookSource!
}
type FlipbookStill @dontInfer {
  set: Int!
  values: [String!]!
}
type FlipbookFrames @dontInfer {
  sets: [FlipbookFrameSet!]!
  stills: [FlipbookStill!]!
}
`

/** The File node fields gatsby-plugin-sharp's `resize` reads. */
interface FileNode {
  id: string
  dir: string
  absolutePath: string
  name: string
  extension: string
  internal: { type: string; contentDigest: string }
}
interface ResolverContext {
  nodeModel: {
    findRootNodeAncestor(node: object, predicate: (node: { internal: { type: string } }) => boolean): unknown
    findOne<T>(args: { type: string; query: object }): Promise<T | null>
  }
}
type Reporter = Parameters<typeof resize>[0]["reporter"]

/** One still resized as planned: `resize` queues each file and gives back its URL. */
const resizeStill = async (file: FileNode, reporter: Reporter, label: string): Promise<ResizedStill> => {
  const upright = await intrinsicSize(file.absolutePath)
  if (!upright) throw new Error(`${label}: ${file.name}.${file.extension} is not a picture sharp can read`)
  const plan = planFrames(upright, file.extension)
  const made = (source: PlannedSource) => ({
    type: source.type,
    files: source.files.map((args) => ({ url: resize({ file, args, reporter }).src, width: args.width })),
  })
  return { width: plan.width, height: plan.height, fallback: made(plan.fallback), sources: plan.sources.map(made) }
}

/** createResolvers' map for Portrait.frames; `reporter` is the one createResolvers was given. */
export const flipbookFramesResolvers = (reporter: Reporter) => ({
  Portrait: {
    frames: {
      type: "FlipbookFrames!",
      description: "The stills resized for the flipbook (AVIF, WebP, JPEG at 320 and 640 px), compactly",
      resolve: async (source: { slug: string; stills: string[] }, _args: unknown, context: ResolverContext) => {
        const label = `Portrait ${source.slug}`
        const portraitsFile = context.nodeModel.findRootNodeAncestor(
          source,
          (n) => n.internal.type === "File",
        ) as FileNode
        const stills = await Promise.all(
          source.stills.map(async (still) => {
            const file = await context.nodeModel.findOne<FileNode>({
              type: "File",
              query: { filter: { absolutePath: { eq: path.resolve(portraitsFile.dir, still) } } },
            })
            if (!file) throw new Error(`${label}: ${still} is not a file the build knows`)
            return resizeStill(file, reporter, label)
          }),
        )
        return encodeFrames(stills, label)
      },
    },
  },
})
