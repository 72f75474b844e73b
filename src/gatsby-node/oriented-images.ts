/**
 * Photos as they were taken. A phone stores a portrait-mode photo landscape with an EXIF orientation saying "turn
 * me a quarter turn". gatsby-plugin-sharp turns the pixels upright but plans the output's shape from the stored
 * width and height, so an upright photo came out landscape and cropped to a third. This wraps ImageSharp's
 * gatsbyImageData (every picture GatsbyImage or BuiltPicture shows goes through it) to give it the upright shape
 * whenever the arguments leave the shape to the picture. The flipbook's frames are sized from the upright shape
 * where they are made (flipbook-frames.ts).
 */
import sharp from "sharp"
import { isQuarterTurned } from "./intrinsic-size"

export interface ShapeArgs {
  width?: number
  height?: number
  aspectRatio?: number
  [other: string]: unknown
}

/**
 * The arguments with the picture's upright shape when they do not fix one themselves (an aspectRatio, or both
 * width and height); unchanged for pictures that are not stored a quarter turn from upright.
 */
export const uprightArgs = (
  args: ShapeArgs,
  stored: { width: number; height: number; orientation?: number | undefined },
): ShapeArgs => {
  if (!isQuarterTurned(stored.orientation)) return args
  if (args.aspectRatio !== undefined || (args.width !== undefined && args.height !== undefined)) return args
  return { ...args, aspectRatio: stored.height / stored.width }
}

type Resolver = (source: object, args: ShapeArgs, context: object, info: object) => unknown
interface ResolverContext {
  nodeModel: { getNodeById<T>(args: { id: string }): T | null }
}

/** createResolvers' map: ImageSharp.gatsbyImageData, given the upright shape (see above). */
export const orientedImageResolvers = {
  ImageSharp: {
    gatsbyImageData: {
      resolve: async (
        source: { parent?: string | null },
        args: ShapeArgs,
        context: ResolverContext,
        info: { originalResolver: Resolver },
      ) => {
        const file = source.parent
          ? context.nodeModel.getNodeById<{ absolutePath?: string }>({ id: source.parent })
          : null
        let shaped = args
        if (file?.absolutePath) {
          const { width, height, orientation } = await sharp(file.absolutePath).metadata()
          if (width && height) shaped = uprightArgs(args, { width, height, orientation })
        }
        return info.originalResolver(source, shaped, context, info)
      },
    },
  },
}
