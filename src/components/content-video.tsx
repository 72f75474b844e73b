import { graphql } from "gatsby"

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
  children?: React.ReactNode
}

/** A video from content with its poster reserving the space; it downloads nothing until played. */
export function ContentVideo({ video, mode, children }: ContentVideoProps) {
  const size = video.poster.childImageSharp?.original
  const shared = {
    src: video.src.publicURL ?? undefined,
    poster: video.poster.publicURL ?? undefined,
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
    <video {...shared} controls>
      {children}
    </video>
  )
}
