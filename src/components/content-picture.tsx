import { css } from "@emotion/react"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useFieldLang } from "../i18n/page-language"
import { type Translated } from "../i18n/entry-in"
import { BuiltPicture, imageOf } from "./built-picture"

/** @public Gatsby finds this fragment in the source when it builds the queries; no module imports it. */
export const query = graphql`
  fragment ContentPicture on Picture {
    untranslated
    alt
    image {
      childImageSharp {
        gatsbyImageData(width: 800, layout: CONSTRAINED)
      }
    }
  }
`

/** A picture from content as the queries give it: its text alternative (translatable) and the build's image data. */
interface ContentPictureData extends Translated {
  readonly alt: string
  readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null }
}

export interface ContentPictureProps {
  picture: ContentPictureData
  eager?: boolean
  /** How wide the picture is shown, when narrower than the default guess (its full width up to 800px). */
  sizes?: string
  /** The frame's class: the frame is the box a parent lays out. */
  className?: string
  /** Fill the frame, cropped, anchored here (an object-position); otherwise the picture keeps its own shape. */
  cover?: string
}

/**
 * A frame the picture's own size (at most its container's width), so a parent's flex or max-width sizes the
 * frame and the picture follows, its height from its shape.
 */
const ownShapeCss = css({
  display: "inline-block",
  verticalAlign: "top",
  "& > img": { display: "block", maxWidth: "100%", height: "auto" },
})
/** A frame a parent places and sizes; the picture covers it. */
const coverCss = css({
  display: "block",
  overflow: "hidden",
  "& > img": { display: "block", width: "100%", height: "100%", maxWidth: "none", objectFit: "cover" },
})

/**
 * A picture from content, optimised at build time, with its alt text ("" when decorative): a plain <picture> that
 * is its own frame (BuiltPicture), shown as soon as it arrives, lazily unless `eager`. The frame carries the alt
 * text's language where it is not the page's (`useFieldLang`).
 */
export function ContentPicture({ picture, eager = false, sizes, className, cover }: ContentPictureProps) {
  const image = imageOf(picture.image.childImageSharp)
  const altLang = useFieldLang()(picture, "alt")
  // A decorative picture (alt "") has no words to mark.
  const lang = picture.alt === "" ? undefined : altLang
  return image ? (
    <BuiltPicture
      image={image}
      alt={picture.alt}
      priority={eager}
      sizes={sizes}
      frame={{ className, css: cover === undefined ? ownShapeCss : coverCss, lang }}
      style={cover === undefined ? undefined : { objectPosition: cover }}
    />
  ) : null
}
