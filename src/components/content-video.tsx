import { graphql } from "gatsby"
import { useRef } from "react"
import { useInViewport } from "../hooks/use-in-viewport"
import { NEAR_SCREEN_MARGIN } from "../theme/tokens"

export const query = graphql`
  fragment ContentVideo on Video {
    src {
      publicURL
    }
    poster {
      publicURL
      childImageSharp {
        original {
          width
          height
        }
      }
    }
    description
  }
`

export interface ContentVideoProps {
  video: Queries.ContentVideoFragment
  /** Looping background videos are muted, loop and play inline; an interview has controls instead. */
  mode: "loop" | "controls"
  /**
   * "lazy": the poster is fetched only near the screen (browsers fetch a poster at once wherever the
   * video is); its width and height still reserve the space. For videos far down a page.
   */
  posterLoading?: "eager" | "lazy"
  children?: React.ReactNode
}

/** A video from content with its poster reserving the space; it downloads nothing until played. */
export function ContentVideo({ video, mode, posterLoading = "eager", children }: ContentVideoProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const near = useInViewport(ref, NEAR_SCREEN_MARGIN)
  const size = video.poster.childImageSharp?.original
  const shared = {
    ref,
    src: video.src.publicURL ?? undefined,
    poster: posterLoading === "eager" || near ? (video.poster.publicURL ?? undefined) : undefined,
    width: size?.width ?? undefined,
    height: size?.height ?? undefined,
    preload: "none" as const,
    "aria-label": video.description,
  }
  return mode === "loop" ? (
    <video {...shared} muted loop playsInline>
      {children}
    </video>
  ) : (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the captions' <track> comes in as children (portraits-view)
    <video {...shared} controls>
      {children}
    </video>
  )
}
