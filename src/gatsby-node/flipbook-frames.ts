import * as path from "node:path"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import {
  decodeFrames,
  type CompactFrames,
  type FrameFile,
  type FrameSet,
  type FrameSource,
} from "../components/flipbook/frames"

/**
 * How every still is resized: AVIF, WebP and JPEG at 320 and 640 px wide. A flipbook box is at most
 * FLIPBOOK_MAX_WIDTH_PX (600) CSS px wide, and 640 px caps what one decoded frame costs (≤ 1.6 MB) even
 * on a 3× phone. The same arguments gatsby-plugin-image's GraphQL field takes (enum values as sharp sees them).
 */
export const FLIPBOOK_IMAGE_ARGS = {
  width: 640,
  layout: "constrained",
  outputPixelDensities: [0.5, 1],
  formats: ["", "webp", "avif"],
  placeholder: "none",
  quality: 60,
  avifOptions: { quality: 50 },
} as const

const URL_PATTERN = /^(.*\/)([0-9a-f]{16,})\/([0-9a-z]+)\/([^/]+)\.([a-z0-9]+)$/
const EXTENSION_TYPES: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png" }

const parseSrcSet = (srcSet: string) =>
  srcSet.split(",").map((entry) => {
    const [url = "", w = ""] = entry.trim().split(/\s+/)
    const match = URL_PATTERN.exec(url)
    if (!match || !/^\d+w$/.test(w)) throw new Error(`Unexpected image URL in a srcset: ${entry.trim()}`)
    const [, prefix = "", digest = "", variant = "", name = "", ext = ""] = match
    return { prefix, digest, name, file: { variant, ext, width: Number(w.slice(0, -1)) } satisfies FrameFile }
  })

/**
 * Factors the stills' image data into shared sets and per-still digests and names, and checks that
 * decoding gives back exactly the original src and srcsets: anything else stops the build.
 */
export const encodeFrames = (images: readonly IGatsbyImageData[], label: string): CompactFrames => {
  const sets: FrameSet[] = []
  const keys: string[] = []
  const stills = images.map((image, index) => {
    const { fallback, sources = [] } = image.images
    if (!fallback?.srcSet) throw new Error(`${label}: still ${index + 1} has no fallback image`)
    const fallbackFiles = parseSrcSet(fallback.srcSet)
    const first = fallbackFiles[0]
    if (!first) throw new Error(`${label}: still ${index + 1} has an empty srcset`)
    const { prefix, digest, name } = first
    const sourceOf = (type: string, srcSet: string): FrameSource => {
      const files = parseSrcSet(srcSet)
      if (files.some((f) => f.prefix !== prefix || f.digest !== digest || f.name !== name))
        throw new Error(`${label}: still ${index + 1}'s files do not share one name`)
      return { type, files: files.map((f) => f.file) }
    }
    const set: FrameSet = {
      width: image.width,
      height: image.height,
      prefix,
      sources: sources.map((source) => sourceOf(source.type ?? "", source.srcSet)),
      fallback: sourceOf(EXTENSION_TYPES[first.file.ext] ?? `image/${first.file.ext}`, fallback.srcSet),
    }
    const key = JSON.stringify(set)
    let setIndex = keys.indexOf(key)
    if (setIndex < 0) {
      setIndex = keys.push(key) - 1
      sets.push(set)
    }
    const still = { digest, name, set: setIndex }
    const [decoded] = decodeFrames({ sets, stills: [still] })
    const same =
      decoded?.src === fallback.src &&
      decoded.srcSet === fallback.srcSet &&
      decoded.sources.length === sources.length &&
      decoded.sources.every((s, i) => s.type === sources[i]?.type && s.srcSet === sources[i]?.srcSet)
    if (!same) throw new Error(`${label}: still ${index + 1} does not survive the compact encoding`)
    return still
  })
  return { sets, stills }
}

/** The GraphQL types of the compact frames (see src/components/flipbook/frames.ts). */
export const FLIPBOOK_FRAME_TYPES = `
type FlipbookFile @dontInfer {
  variant: String!
  ext: String!
  width: Int!
}
type FlipbookSource @dontInfer {
  type: String!
  files: [FlipbookFile!]!
}
type FlipbookFrameSet @dontInfer {
  width: Int!
  height: Int!
  prefix: String!
  sources: [FlipbookSource!]!
  fallback: FlipbookSource!
}
type FlipbookStill @dontInfer {
  digest: String!
  name: String!
  set: Int!
}
type FlipbookFrames @dontInfer {
  sets: [FlipbookFrameSet!]!
  stills: [FlipbookStill!]!
}
`

interface ResolverContext {
  nodeModel: {
    findRootNodeAncestor(node: object, predicate: (node: { internal: { type: string } }) => boolean): unknown
    findOne<T>(args: { type: string; query: object }): Promise<T | null>
    getNodeById<T>(args: { id: string; type?: string }): T | null
  }
}
type FileNode = { id: string; dir: string; children: string[] }
type ImageDataResolver = (image: object, args: object, context: object, info: object) => Promise<IGatsbyImageData>

/** Portrait.frames: every still resized by gatsby-plugin-sharp, as compact frames. */
export const flipbookFramesResolvers = {
  Portrait: {
    frames: {
      type: "FlipbookFrames!",
      description: "The stills resized for the flipbook (AVIF, WebP, JPEG at 320 and 640 px), compactly",
      resolve: async (
        source: { slug: string; stills: string[] },
        _args: unknown,
        context: ResolverContext,
        info: { schema: { getType(name: string): { getFields(): Record<string, { resolve: ImageDataResolver }> } } },
      ) => {
        const file = context.nodeModel.findRootNodeAncestor(source, (n) => n.internal.type === "File") as FileNode
        const imageData = info.schema.getType("ImageSharp").getFields().gatsbyImageData?.resolve
        if (!imageData) throw new Error("gatsby-transformer-sharp's ImageSharp.gatsbyImageData is missing")
        const images = await Promise.all(
          source.stills.map(async (still) => {
            const absolutePath = path.resolve(file.dir, still)
            const stillFile = await context.nodeModel.findOne<FileNode>({
              type: "File",
              query: { filter: { absolutePath: { eq: absolutePath } } },
            })
            const sharp = stillFile?.children
              .map((id) => context.nodeModel.getNodeById<{ internal: { type: string } }>({ id }))
              .find((node) => node?.internal.type === "ImageSharp")
            if (!sharp) throw new Error(`Portrait ${source.slug}: ${still} is not a picture sharp can read`)
            return imageData(sharp, { ...FLIPBOOK_IMAGE_ARGS }, context, info)
          }),
        )
        return encodeFrames(images, `Portrait ${source.slug}`)
      },
    },
  },
}
