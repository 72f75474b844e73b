import { css } from "@emotion/react"
import { useEffect, useRef, useState } from "react"
import { UI_TEXT } from "../copy"
import { useInViewport } from "../hooks/use-in-viewport"
import { usePrefersReducedMotion } from "../hooks/use-prefers-reduced-motion"
import { palette } from "../theme/tokens"

/** How far outside the viewport a video starts loading, so it is ready when it scrolls in. */
const NEAR_VIEWPORT_MARGIN = "200px 0px"

const wrapperCss = css({ position: "relative" })
/** Below the fixed navigation bar. */
const BUTTON_TOP_OFFSET = 80

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

export interface LoopingVideoProps {
  src: string
  poster: string
  width?: number
  height?: number
  /** What the video shows, for people who cannot see it. */
  description: string
  videoCss?: ReturnType<typeof css>
  className?: string
  /** Where the pause button sits, so nothing layered over the video covers it. */
  buttonAt?: "top" | "bottom"
}

/**
 * A muted, looping, inline video that behaves: the poster reserves its space, nothing downloads until
 * the video is near the viewport, it plays only while on screen, a button pauses it (WCAG 2.2.2), and
 * with reduced motion it shows its poster until the visitor presses play.
 */
export function LoopingVideo({
  src,
  poster,
  width,
  height,
  description,
  videoCss,
  className,
  buttonAt = "bottom",
}: LoopingVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const reduced = usePrefersReducedMotion()
  const nearNow = useInViewport(videoRef, NEAR_VIEWPORT_MARGIN)
  const onScreen = useInViewport(videoRef)
  // Once near, the source stays: scrolling away pauses the video rather than dropping what it loaded.
  const [near, setNear] = useState(false)
  if (nearNow && !near) setNear(true)
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null)
  const paused = pausedByVisitor ?? reduced

  useEffect(() => {
    const video = videoRef.current
    if (!video || !near) return
    if (onScreen && !paused) video.play().catch(() => undefined)
    else video.pause()
  }, [near, onScreen, paused])

  return (
    <div css={wrapperCss} className={className}>
      <video
        ref={videoRef}
        css={videoCss}
        src={near ? src : undefined}
        poster={poster}
        width={width}
        height={height}
        muted
        loop
        playsInline
        preload="none"
        aria-label={description}
        data-playing={near && onScreen && !paused}
      />
      <button
        type="button"
        css={[buttonCss, buttonAt === "top" ? { top: BUTTON_TOP_OFFSET } : { bottom: 10 }]}
        onClick={() => setPausedByVisitor(!paused)}
      >
        {paused ? UI_TEXT.playVideo : UI_TEXT.pauseVideo}
      </button>
    </div>
  )
}
