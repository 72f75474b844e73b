import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState, type SyntheticEvent } from "react"
import { PORTRAIT_FRAME_INTERVAL_MS } from "../../constants"
import { figureCaptionCss } from "../figure-caption"
import { decodeFrames, type FrameImage } from "../../data/compact-frames"
import { useCycle } from "../../hooks/use-cycle"
import { useInViewport } from "../../hooks/use-in-viewport"
import { usePageVisible } from "../../hooks/use-page-visible"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { fieldLang, useLanguage, useWords, useWordsLang } from "../../i18n/page-language"
import { entryIn } from "../../i18n/entry-in"
import { NEAR_SCREEN_MARGIN, REDUCED_MOTION_QUERY, fonts, palette } from "../../theme/tokens"

/**
 * The stills come as compact frames (src/data/compact-frames.ts), resized at build time by
 * src/gatsby-node/flipbook-frames.ts.
 * @public Gatsby finds this fragment in the source when it builds the queries; no module imports it.
 */
export const query = graphql`
  fragment Flipbook on Portrait {
    slug
    caption
    description
    untranslated
    translations {
      language
      caption
      description
      untranslated
    }
    aspectRatio {
      width
      height
    }
    frames {
      sets {
        width
        height
        sources {
          type
          files {
            url
            width
          }
        }
        fallback {
          type
          files {
            url
            width
          }
        }
      }
      stills {
        set
        values
      }
    }
  }
`

export interface FlipbookProps {
  portrait: Queries.FlipbookFragment
  /** The `sizes` attribute: how wide the box is shown at each viewport width, so the browser picks the right file. */
  sizes: string
  /**
   * Fetch the first frame at once and first (fetchpriority high): only for the one flipbook whose first frame is the
   * page's largest paint.
   */
  eager?: boolean
  /** Crop the stills to another box than their own (the landing card shows its portrait at 492/276). */
  aspect?: { width: number; height: number }
  /**
   * "shown" (the default); "hidden": kept for assistive technology but not shown (the landing card);
   * "none": no caption, where the text beside the flipbook says what it is.
   */
  caption?: "shown" | "hidden" | "none"
  className?: string
}

/**
 * How many stills a flipbook adds to the page at a time once it nears the screen, each batch in an idle moment of
 * its own: one short commit (and a few fetches started) per batch, rather than every still of every nearby
 * flipbook in one long task (three flipbooks come near at once on the Portraits page's first load). Each batch,
 * like the switch to cycling, is a transition: an update from an idle callback or a promise is otherwise rendered
 * in one blocking task, and React renders a transition in slices that yield to the browser.
 */
export const FLIPBOOK_MOUNT_BATCH = 4

/** Runs `work` when the browser is idle (within a second at the latest); returns the cancel. */
const whenIdle = (work: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout: 1000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(work, 0)
  return () => window.clearTimeout(handle)
}

/** What the flipbook is doing, exposed as data-state for tests and the bench. */
export type FlipbookState = "idle" | "loading" | "cycling" | "paused"

const figureCss = css({ margin: 0, width: "100%" })
const stageCss = css({ position: "relative" })
/** Frames are styled from the box, so no style element lands inside a <picture> in the server HTML. */
const boxCss = css({
  position: "relative",
  width: "100%",
  overflow: "hidden",
  backgroundColor: palette.frameBackdrop,
  "& img": {
    position: "absolute",
    inset: 0,
    width: "100%",
    height: "100%",
    maxWidth: "none",
    objectFit: "cover",
    visibility: "hidden",
  },
  "& img[data-shown]": { visibility: "visible" },
})
const buttonCss = css({
  position: "absolute",
  right: 10,
  bottom: 10,
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  padding: "3px 12px 5px",
  border: `1px solid ${palette.border}`,
  borderRadius: 15,
  background: palette.controlBackdrop,
  color: palette.caption,
  fontFamily: fonts.display,
  fontSize: "1rem",
  fontWeight: 700,
  lineHeight: 1,
  cursor: "pointer",
  "&:hover": { background: palette.white },
  "& svg": { width: 10, height: 10, flex: "none", fill: "currentColor" },
})
interface FrameProps {
  image: FrameImage
  index: number
  sizes: string
  shown: boolean
  eager: boolean
  /** Fetched ahead of the page's other pictures: the page's largest paint. */
  first: boolean
  onLoad: (event: SyntheticEvent<HTMLImageElement>) => void
}

/** One still: a <picture> of build-time files, hidden unless it is the frame on show. */
const Frame = memo(function Frame({ image, index, sizes, shown, eager, first, onLoad }: FrameProps) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        data-frame-index={index}
        data-shown={shown ? "" : undefined}
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt=""
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        // Lower-case, as the HTML attribute: React 18 does not know the camel-cased prop and warns about it.
        {...(first ? { fetchpriority: "high" } : {})}
        onLoad={onLoad}
      />
    </picture>
  )
})

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      {playing ? (
        <>
          <rect x="1" y="0" width="3" height="10" />
          <rect x="6" y="0" width="3" height="10" />
        </>
      ) : (
        <path d="M1 0 L10 5 L1 10 Z" />
      )}
    </svg>
  )
}

/**
 * A movement portrait as a flipbook: its stills stacked in a box of fixed aspect ratio, one shown at a
 * time, advancing every PORTRAIT_FRAME_INTERVAL_MS and wrapping after the last.
 *
 * - The first still is ordinary server-rendered markup, so the box shows a real picture at once and its
 *   space is reserved by `aspect-ratio` (no layout shift).
 * - The other stills are rendered only while the flipbook is within one viewport of the screen, so a
 *   flipbook far down the page downloads nothing but its first still; leaving that zone drops them
 *   again, which bounds how many decoded frames the page holds. They are added FLIPBOOK_MOUNT_BATCH at a
 *   time, each batch when the browser is idle.
 * - Frames are decoded (HTMLImageElement.decode) once the box is on screen, and cycling starts only
 *   when every frame has decoded; a tick never moves to a frame that has not, so no frame is ever shown
 *   blank or half-painted.
 * - It cycles only while on screen, in a visible tab, and in motion: a visitor's pause, or reduced
 *   motion until they press play, holds the frame. One React update per tick at most.
 */
export function Flipbook({
  portrait: english,
  sizes,
  eager = false,
  aspect,
  caption = "shown",
  className,
}: FlipbookProps) {
  const words = useWords()
  const wordsLang = useWordsLang()
  const language = useLanguage()
  // The caption and description in the page's language (the stills are every language's).
  const portrait = entryIn(english, language)
  const images = useMemo(() => decodeFrames(portrait.frames), [portrait.frames])
  const count = images.length
  const boxRef = useRef<HTMLDivElement>(null)
  const near = useInViewport(boxRef, NEAR_SCREEN_MARGIN)
  const onScreen = useInViewport(boxRef)
  // Read by the load handler below: the observer's answer, not a layout read (getBoundingClientRect forces a
  // synchronous layout, once per loading frame while the page is still settling).
  const onScreenNow = useRef(onScreen)
  useEffect(() => {
    onScreenNow.current = onScreen
  }, [onScreen])
  const pageVisible = usePageVisible()
  const reduced = usePrefersReducedMotion()
  const [choice, setChoice] = useState<"play" | "pause" | null>(null)
  const [ready, setReady] = useState(false)
  const decoded = useRef<boolean[]>([])
  // The frames being decoded, each with whether it was asked for again meanwhile (see decode below).
  const decoding = useRef(new Map<number, boolean>())
  const inMotion = count > 1 && (choice ?? (reduced ? "pause" : "play")) === "play"
  // Whether to fetch the other stills asks the media query itself, not only the hook: the hook answers false
  // until its effect has run (so hydration matches the server HTML), and a render that already knows the box is
  // near but still holds that first answer mounted every still of every nearby flipbook for a visitor who asked
  // for reduced motion. Before hydration the box is never near, so reading the query here cannot change markup.
  const wantsMotion = inMotion && (choice === "play" || !prefersReducedMotionNow())
  const cycling = ready && inMotion && onScreen && pageVisible
  // Steps every PORTRAIT_FRAME_INTERVAL_MS, only to a decoded frame; otherwise it holds (no re-render).
  const { current: index, reset } = useCycle(
    count,
    PORTRAIT_FRAME_INTERVAL_MS,
    cycling,
    (next) => decoded.current[next] === true,
  )

  // Kept while paused on a later frame, so the frame on show stays; dropped when far from the screen.
  const wantsFrames = count > 1 && near && (wantsMotion || index !== 0)
  // How many stills are in the page: the first always, the others added in idle batches while they are wanted,
  // and all dropped at once when they are not (adjusted during render, React's pattern for state that follows
  // a prop).
  const [mounted, setMounted] = useState(1)
  if (!wantsFrames && mounted > 1) setMounted(1)
  useEffect(() => {
    if (!wantsFrames || mounted >= count) return
    return whenIdle(() => startTransition(() => setMounted((before) => Math.min(count, before + FLIPBOOK_MOUNT_BATCH))))
  }, [wantsFrames, mounted, count])
  const framesMounted = mounted > 1

  const decode = useCallback(
    (image: HTMLImageElement) => {
      const run = (frame: number) => {
        // One decode per frame at a time: a frame's load event comes while the decode asked for at mount is still
        // running; it is looked at again when that one settles, and decoded again only if its file changed.
        if (decoding.current.has(frame)) {
          decoding.current.set(frame, true)
          return
        }
        decoding.current.set(frame, false)
        image
          .decode()
          .then(() => {
            if (!image.isConnected) return
            decoded.current[frame] = true
            // Which file was decoded: a later srcset switch is noticed and decoded again (onLoad below).
            image.dataset.decoded = decodedSource(image)
            if (decoded.current.filter(Boolean).length === count) startTransition(() => setReady(true))
          })
          // A frame that fails to load or is replaced mid-decode stays undecoded: the flipbook holds.
          .catch(() => undefined)
          .finally(() => {
            const lookAgain = decoding.current.get(frame) === true
            decoding.current.delete(frame)
            if (!lookAgain || !image.isConnected || image.dataset.decoded === decodedSource(image)) return
            decoded.current[frame] = false
            delete image.dataset.decoded
            if (onScreenNow.current) run(frame)
          })
      }
      run(Number(image.dataset.frameIndex))
    },
    [count],
  )

  // Decode every mounted frame once the box is on screen (not before: decoded frames cost memory), each batch
  // as it arrives.
  useEffect(() => {
    if (!framesMounted || !onScreen) return
    boxRef.current?.querySelectorAll<HTMLImageElement>("img[data-frame-index]").forEach((image) => {
      if (image.dataset.decoded === undefined) decode(image)
    })
  }, [framesMounted, mounted, onScreen, decode])

  // Far from the screen: forget what was decoded and go back to the first still. "Ready" drops as the frames
  // unmount, adjusted during render (React's pattern for state that follows a prop), not in an effect.
  const [framesWereMounted, setFramesWereMounted] = useState(framesMounted)
  if (framesWereMounted !== framesMounted) {
    setFramesWereMounted(framesMounted)
    if (!framesMounted) setReady(false)
  }
  useEffect(() => {
    if (framesMounted) return
    decoded.current = []
    decoding.current.clear()
    boxRef.current
      ?.querySelectorAll<HTMLImageElement>("img[data-decoded]")
      .forEach((image) => delete image.dataset.decoded)
    if (!near) reset()
  }, [framesMounted, near, reset])

  // A frame whose file changed (a new srcset candidate after a resize) is decoded again before it is shown.
  const onLoad = useCallback(
    (event: SyntheticEvent<HTMLImageElement>) => {
      const image = event.currentTarget
      if (image.dataset.decoded === decodedSource(image)) return
      decoded.current[Number(image.dataset.frameIndex)] = false
      delete image.dataset.decoded
      if (onScreenNow.current) decode(image)
    },
    [decode],
  )

  const state: FlipbookState = cycling
    ? "cycling"
    : !inMotion && count > 1
      ? "paused"
      : framesMounted && !ready
        ? "loading"
        : "idle"
  const box = aspect ?? portrait.aspectRatio
  return (
    <figure css={figureCss} className={className} data-flipbook={portrait.slug} data-frame={index} data-state={state}>
      <div css={stageCss}>
        <div
          ref={boxRef}
          css={boxCss}
          style={{ aspectRatio: `${box.width} / ${box.height}` }}
          role="img"
          aria-label={portrait.description}
          lang={fieldLang(language, portrait, "description")}
        >
          {images.map((image, frame) =>
            frame < mounted ? (
              <Frame
                key={frame}
                image={image}
                index={frame}
                sizes={sizes}
                shown={frame === index}
                eager={frame > 0 || eager}
                first={frame === 0 && eager}
                onLoad={onLoad}
              />
            ) : null,
          )}
        </div>
        {count > 1 && (
          <button
            type="button"
            css={buttonCss}
            // Names which flipbook it controls; the visible word comes first, so voice control finds it.
            aria-label={`${inMotion ? words.ui.pauseMotion : words.ui.playMotion}: ${portrait.caption}`}
            onClick={() => setChoice(inMotion ? "pause" : "play")}
            lang={wordsLang}
          >
            <PlayPauseIcon playing={inMotion} />
            {inMotion ? words.ui.pauseMotion : words.ui.playMotion}
          </button>
        )}
      </div>
      {caption !== "none" && (
        <figcaption
          css={figureCaptionCss}
          className={caption === "hidden" ? "visually-hidden" : undefined}
          lang={fieldLang(language, portrait, "caption")}
        >
          {portrait.caption}
        </figcaption>
      )}
    </figure>
  )
}

/**
 * The visitor's reduced-motion setting as the browser reports it now (false where there is no window). One
 * MediaQueryList serves every render of every flipbook: its `matches` follows the setting, while creating one
 * parses the query again, and this is read on each render (each frame of each cycling flipbook).
 */
let reducedMotionQuery: { from: typeof window.matchMedia; list: MediaQueryList } | undefined
const prefersReducedMotionNow = () => {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return false
  // Kept per matchMedia function, so a test that installs another one is asked afresh.
  if (reducedMotionQuery?.from !== window.matchMedia)
    reducedMotionQuery = {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to compare with, never called
      from: window.matchMedia,
      list: window.matchMedia(REDUCED_MOTION_QUERY),
    }
  return reducedMotionQuery.list.matches
}

/** The file the browser chose for a frame (`src` where the browser cannot say, as in tests). */
const decodedSource = (image: HTMLImageElement) => image.currentSrc || image.src
