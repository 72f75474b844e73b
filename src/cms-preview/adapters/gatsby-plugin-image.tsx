/**
 * What the site's components take from "gatsby-plugin-image", for the editor's preview: the preview's bundle
 * resolves the package to this file (src/gatsby-node/admin-preview.ts). A preview's picture is the editor's own
 * file (a new upload is a blob: URL), not the build's resized set, so it is one plain <img>: no placeholder, no
 * fade, and none of the lazy chunk GatsbyImage loads on mount.
 */
import type { CSSProperties } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

export type { IGatsbyImageData }

type ImageNode =
  { gatsbyImageData?: IGatsbyImageData } | { childImageSharp?: { gatsbyImageData?: IGatsbyImageData } | null }

/** As the plugin's getImage: the data itself, or the data a node or its childImageSharp holds. */
export const getImage = (node: IGatsbyImageData | ImageNode | null | undefined): IGatsbyImageData | undefined => {
  if (!node) return undefined
  if ("images" in node) return node
  if ("gatsbyImageData" in node) return node.gatsbyImageData
  if ("childImageSharp" in node) return node.childImageSharp?.gatsbyImageData
  return undefined
}

interface GatsbyImageProps {
  image: IGatsbyImageData
  alt: string
  className?: string
  style?: CSSProperties
  imgClassName?: string
  imgStyle?: CSSProperties
  loading?: "eager" | "lazy"
  sizes?: string
}

/** A positive size only: the preview's data does not know a new file's size until it loads. */
const known = (size: number) => (size > 0 ? Math.round(size) : undefined)

export function GatsbyImage({
  image,
  alt,
  className,
  style,
  imgClassName,
  imgStyle,
  loading,
  sizes,
}: GatsbyImageProps) {
  return (
    <img
      className={[className, imgClassName].filter(Boolean).join(" ") || undefined}
      style={{ ...style, ...imgStyle }}
      src={image.images.fallback?.src || undefined}
      srcSet={image.images.fallback?.srcSet}
      sizes={sizes}
      width={known(image.width)}
      height={known(image.height)}
      alt={alt}
      loading={loading}
    />
  )
}
