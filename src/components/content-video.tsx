import { css, type SerializedStyles } from "@emotion/react"
import { graphql } from "gatsby"
import { useEffect, useRef, useState, type ReactNode } from "react"
import { useInViewport } from "../hooks/use-in-viewport"
import { usePrefersReducedMotion } from "../hooks/use-prefers-reduced-motion"
import { useFieldLang, useWords, useWordsLang } from "../i18n/page-language"
import { NEAR_SCREEN_MARGIN, palette } from "../theme/tokens"

/** @public Gatsby finds this fragment in the source when it builds the queries; no module imports it. */
export const query = graphql`
  fragment ContentVideo on Video {
    untranslated
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

/** How far outside the viewport a looping video starts loading, so it is ready when it scrolls in. */
const LOOP_LOAD_MARGIN = "200px 0px"
/** Below the fixed navigation bar. */
const BUTTON_TOP_OFFSET = 80

const wrapperCss = css({ position: "relative" })
const buttonCss = css({
  position: "absolute",
  right: 10,
  zIndex: 2,
  padding: "6px 12px",
  border: "1px solid white",
  borderRadius: 4,
  background: palette.videoControlBackdrop,
  color: "white",
  font: "inherit",
  fontSize: "0.9rem",
  cursor: "pointer",
  "&:hover": { background: palette.primaryOrange },
})

interface CommonProps {
  video: Queries.ContentVideoFragment
  videoCss?: SerializedStyles
  className?: string
}

export interface LoopProps extends CommonProps {
  /** A muted, looping, inline video with its own pause button (the landing page's videos). */
  mode: "loop"
  /** Where the pause button sits, so nothing layered over the video covers it. */
  buttonAt?: "top" | "bottom"
}

export interface ControlsProps extends CommonProps {
  /** A video the visitor plays with the browser's controls (the interview), with tracks as children. */
  mode: "controls"
  /**
   * "lazy": the poster is fetched only near the screen (browsers fetch a poster at once wherever the
   * video is); its width and height still reserve the space. For videos far down a page.
   */
  posterLoading?: "eager" | "lazy"
  children?: ReactNode
}

export type ContentVideoProps = LoopProps | ControlsProps

/**
 * A video from content. The poster's size reserves the space and nothing downloads before it is needed.
 *
 * - "loop": the file loads only near the viewport (and stays once loaded), plays only while on screen, a
 *   button pauses it (WCAG 2.2.2), and with reduced motion it shows its poster until the visitor presses play.
 * - "controls": preload none, the browser's controls, captions as <track> children, and optionally a poster
 *   that waits until the video is near the screen.
 */
export function ContentVideo(props: ContentVideoProps) {
  return props.mode === "loop" ? <LoopingVideo {...props} /> : <ControlledVideo {...props} />
}

const sizeOf = (video: Queries.ContentVideoFragment) => {
  const size = video.poster.childImageSharp?.original
  return { width: size?.width ?? undefined, height: size?.height ?? undefined }
}

function LoopingVideo({ video, videoCss, className, buttonAt = "bottom" }: LoopProps) {
  const words = useWords()
  const wordsLang = useWordsLang()
  // The description's own language, where it shows the English on another language's page.
  const descriptionLang = useFieldLang()(video, "description")
  const videoRef = useRef<HTMLVideoElement>(null)
  const reduced = usePrefersReducedMotion()
  const nearNow = useInViewport(videoRef, LOOP_LOAD_MARGIN)
  const onScreen = useInViewport(videoRef)
  // Once near, the source stays: scrolling away pauses the video rather than dropping what it loaded.
  const [near, setNear] = useState(false)
  if (nearNow && !near) setNear(true)
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null)
  const paused = pausedByVisitor ?? reduced

  useEffect(() => {
    const element = videoRef.current
    if (!element || !near) return
    if (onScreen && !paused) element.play().catch(() => undefined)
    else element.pause()
  }, [near, onScreen, paused])

  return (
    <div css={wrapperCss} className={className}>
      <video
        ref={videoRef}
        css={videoCss}
        src={near ? (video.src.publicURL ?? undefined) : undefined}
        poster={video.poster.publicURL ?? undefined}
        {...sizeOf(video)}
        muted
        loop
        playsInline
        preload="none"
        aria-label={video.description}
        lang={descriptionLang}
        data-playing={near && onScreen && !paused}
      />
      <button
        type="button"
        css={[buttonCss, buttonAt === "top" ? { top: BUTTON_TOP_OFFSET } : { bottom: 10 }]}
        onClick={() => setPausedByVisitor(!paused)}
        lang={wordsLang}
      >
        {paused ? words.ui.playVideo : words.ui.pauseVideo}
      </button>
    </div>
  )
}

function ControlledVideo({ video, videoCss, className, posterLoading = "eager", children }: ControlsProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const descriptionLang = useFieldLang()(video, "description")
  const nearNow = useInViewport(ref, NEAR_SCREEN_MARGIN)
  // Once near, the poster stays: dropping it when the visitor scrolls away would abort it mid-download.
  const [near, setNear] = useState(false)
  if (nearNow && !near) setNear(true)
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the captions' <track> comes in as children (portraits-view)
    <video
      ref={ref}
      css={videoCss}
      className={className}
      src={video.src.publicURL ?? undefined}
      poster={posterLoading === "eager" || near ? (video.poster.publicURL ?? undefined) : undefined}
      {...sizeOf(video)}
      preload="none"
      aria-label={video.description}
      lang={descriptionLang}
      controls
    >
      {children}
    </video>
  )
}
