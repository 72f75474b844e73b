import type { Interpolation, Theme } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useEffect, useRef, type CSSProperties } from "react"

/**
 * The image data a query's `childImageSharp` holds, or nothing. What gatsby-plugin-image's getImage does for this
 * shape, without importing the plugin's browser module (3.4 KB gzip, with a copy of camelcase) into every page.
 */
export const imageOf = (
  sharp: { readonly gatsbyImageData: IGatsbyImageData } | null | undefined,
): IGatsbyImageData | undefined => sharp?.gatsbyImageData

/** The <picture> as a frame: marked `data-frame`, which the visual snapshots paint grey in place of the picture. */
export interface PictureFrame {
  className?: string | undefined
  css?: Interpolation<Theme>
  lang?: string | undefined
}

/** A size to write on the <img>: the editor's preview knows no size for a new upload (0) until it loads. */
const known = (size: number) => (size > 0 ? Math.round(size) : undefined)

export interface BuiltPictureProps {
  /** The build's image data (gatsbyImageData through getImage). */
  image: IGatsbyImageData
  alt: string
  /** Fetched at once, first and synchronously decoded (the page's largest paint); otherwise lazily. */
  priority?: boolean
  className?: string
  style?: CSSProperties
  /** How wide the picture is shown, where the build's guess (its full width) is too wide. */
  sizes?: string
  /** Where the <picture> is the picture's frame (ContentPicture): its class, styles and language (its alt's). */
  frame?: PictureFrame
  /** Called once the image has loaded or failed, including when that happened before hydration. */
  onSettled?: () => void
}

/**
 * A picture from the build as a plain <picture>: the formats' <source>s, then an <img> with its width, height and
 * srcset, visible as soon as it arrives. Where a picture needs nothing GatsbyImage adds (its blurred placeholder and
 * fade, which wait for hydration), this is lighter: GatsbyImage keeps its main image at opacity 0 until a script has
 * run, and on mount it fetches a 21 KB (gzip) chunk carrying react-dom/server (gatsby#37281) whether it needs it or
 * not.
 */
export function BuiltPicture({
  image,
  alt,
  priority = false,
  className,
  style,
  sizes,
  frame,
  onSettled,
}: BuiltPictureProps) {
  const { fallback, sources = [] } = image.images
  const img = useRef<HTMLImageElement>(null)
  const settled = useRef(onSettled)
  useEffect(() => {
    settled.current = onSettled
  })
  useEffect(() => {
    const element = img.current
    if (!element || !settled.current) return
    const done = () => settled.current?.()
    // React's onLoad misses a load that finished before hydration; the element knows.
    if (element.complete) return done()
    element.addEventListener("load", done, { once: true })
    element.addEventListener("error", done, { once: true })
    return () => {
      element.removeEventListener("load", done)
      element.removeEventListener("error", done)
    }
  }, [])
  return (
    <picture {...(frame && { className: frame.className, css: frame.css, lang: frame.lang, "data-frame": "" })}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        ref={img}
        className={className}
        style={style}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        // A full-width picture's data holds only its aspect ratio (1 × 0.42); its box comes from CSS.
        width={image.layout === "fullWidth" ? undefined : known(image.width)}
        height={image.layout === "fullWidth" ? undefined : known(image.height)}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        // Lower-case, as the HTML attribute: React 18 does not know the camel-cased prop and warns about it.
        {...(priority ? { fetchpriority: "high" } : {})}
      />
    </picture>
  )
}
