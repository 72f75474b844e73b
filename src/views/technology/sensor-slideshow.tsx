import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useCallback, useRef, useState } from "react"
import { BuiltPicture, imageOf } from "../../components/built-picture"
import { TECH_SLIDESHOW_INTERVAL_MS } from "../../constants"
import { useCycle } from "../../hooks/use-cycle"
import { useInViewport } from "../../hooks/use-in-viewport"
import { usePageVisible } from "../../hooks/use-page-visible"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { useFieldLang, useWords, useWordsLang } from "../../i18n/page-language"
import { diagram, fonts, media, palette, sensorSlideshow, technologyMotion } from "../../theme/tokens"

/** @public Gatsby finds this fragment in the source when it builds the queries; no module imports it. */
export const query = graphql`
  fragment SensorSlideshowStill on SensorStill {
    untranslated
    alt
    variant
    image {
      childImageSharp {
        gatsbyImageData(width: 600, layout: CONSTRAINED)
      }
    }
  }
`

const boxCss = css({
  position: "relative",
  width: "100%",
  maxWidth: sensorSlideshow.maxWidthPx,
  aspectRatio: String(sensorSlideshow.aspectRatio),
  overflow: "hidden",
  borderRadius: 4,
  boxShadow: `0 0 25px 15px ${diagram.shadow}`,
  background: diagram.floor,
})
const frameCss = css({
  position: "absolute",
  inset: 0,
  opacity: 0,
  zIndex: 0,
  '&[data-state="current"]': {
    opacity: 1,
    zIndex: 2,
    transition: `opacity ${technologyMotion.slideFadeMs}ms ease`,
  },
  '&[data-state="previous"]': {
    zIndex: 1,
    transition: `opacity ${technologyMotion.slideFadeMs}ms ease ${technologyMotion.slideExitDelayMs}ms`,
  },
})
const controlCss = css({
  display: "inline-flex",
  alignItems: "center",
  gap: 8,
  marginTop: 30,
  padding: "6px 14px",
  fontFamily: fonts.display,
  fontWeight: 600,
  fontSize: "1.15rem",
  lineHeight: 1.2,
  color: palette.primaryOrange,
  background: palette.white,
  border: `1px solid ${palette.primaryOrange}`,
  borderRadius: 4,
  cursor: "pointer",
  "&:hover": { background: palette.primaryOrange, color: palette.white },
})
const iconCss = css({ width: 12, height: 12, fill: "currentColor" })
const wrapperCss = css({
  width: "100%",
  maxWidth: sensorSlideshow.maxWidthPx,
  marginTop: 50,
  marginInline: "auto",
  [media.laptop]: { marginTop: 0 },
})

const frameState = (index: number, current: number, previous: number | null) =>
  index === current ? "current" : index === previous ? "previous" : "hidden"

/**
 * The sensor stills, annotated then original for each of four sessions, cross-fading every 1500 ms: the current
 * still fades in while the previous one, still underneath, fades out a moment later. Every frame stays mounted
 * and only its opacity changes, so nothing reloads or shifts. It moves only while on screen and the tab is shown,
 * steps only to a still that has loaded, and has a pause/play button; under reduced motion it starts paused.
 */
export function SensorSlideshow({
  stills,
  label,
  labelLang,
}: {
  stills: readonly Queries.SensorSlideshowStillFragment[]
  label: string
  /** The language of `label`, where it is not the page's (src/i18n/page-language.tsx, fieldLang). */
  labelLang?: string
}) {
  const words = useWords()
  const lang = useFieldLang()
  const wordsLang = useWordsLang()
  const reduced = usePrefersReducedMotion()
  const [choice, setChoice] = useState<"play" | "pause" | null>(null)
  const playing = choice === null ? !reduced : choice === "play"
  const box = useRef<HTMLDivElement>(null)
  const onScreen = useInViewport(box)
  const tabShown = usePageVisible()
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set())
  const markLoaded = useCallback(
    (index: number) => setLoaded((seen) => (seen.has(index) ? seen : new Set(seen).add(index))),
    [],
  )
  const { current, previous } = useCycle(
    stills.length,
    TECH_SLIDESHOW_INTERVAL_MS,
    playing && onScreen && tabShown,
    (next) => loaded.has(next),
  )

  return (
    <div css={wrapperCss}>
      <div
        ref={box}
        css={boxCss}
        role="group"
        aria-roledescription={words.ui.slideshowRole}
        aria-label={label}
        lang={labelLang}
        data-slideshow="sensors"
        data-playing={playing}
      >
        {stills.map((still, index) => {
          const image = imageOf(still.image.childImageSharp)
          const state = frameState(index, current, previous)
          return (
            <div
              key={index}
              css={frameCss}
              data-state={state}
              data-frame={index}
              aria-hidden={state === "current" ? undefined : true}
              lang={lang(still, "alt")}
            >
              {image && (
                <BuiltPicture
                  image={image}
                  alt={still.alt}
                  style={{ display: "block", width: "100%", height: "100%", objectFit: "cover" }}
                  onSettled={() => markLoaded(index)}
                />
              )}
            </div>
          )
        })}
      </div>
      <button
        type="button"
        css={controlCss}
        onClick={() => setChoice(playing ? "pause" : "play")}
        data-slideshow-control=""
        lang={wordsLang}
      >
        <svg css={iconCss} viewBox="0 0 12 12" aria-hidden focusable="false">
          {playing ? <path d="M1 1h3.5v10H1zM7.5 1H11v10H7.5z" /> : <path d="M2 1l9 5-9 5z" />}
        </svg>
        {playing ? words.ui.pauseSlideshow : words.ui.playSlideshow}
      </button>
    </div>
  )
}
