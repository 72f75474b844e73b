import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useEffect, useRef, useState, type KeyboardEvent } from "react"
import { ARCHIVE_ROUTES, archiveEntryPath } from "../../constants"
import { fieldLang, useLanguage, useLocalPath, useWordsLang } from "../../i18n/page-language"
import { useArchiveWords } from "./archive-words"
import { buttonCss } from "../../theme/controls"
import { media } from "../../theme/tokens"
import { ALIGNMENTS, type Alignment } from "./compare-align"
import { comparedSlugs, fetchCompareEntry, type CompareEntry } from "./compare-entry"
import { COMPARE_INK, STAGE } from "./figure-geometry"
import { figureRoles } from "./figure-roles"
import { PositionSlider, SpeedSelect } from "./player-controls"
import type { Duet } from "./player-engine"
import { controlsCss, stageCss } from "./player-styles"
import { archivePageCss, badgeCss } from "./styles"

const loadEngine = () => import(/* webpackChunkName: "archive-player" */ "./player-engine")

const legendCss = css({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: 16,
  // On a phone each take's name sits under the other's, so neither is squeezed into half the width.
  [media.phone]: { gridTemplateColumns: "1fr" },
  maxWidth: STAGE.width,
  margin: "12px 0 0",
  padding: 0,
  listStyle: "none",
})
const swatchCss = (colour: string) =>
  css({ display: "inline-block", width: 14, height: 14, borderRadius: 7, background: colour, marginRight: 8 })

type Loaded =
  | { kind: "reading" }
  | { kind: "missing" }
  | { kind: "unknown"; slugs: string[]; known: CompareEntry[] }
  | { kind: "failed" }
  | { kind: "entries"; a: CompareEntry; b: CompareEntry }

/**
 * Two entries in one player, named by the address's ?a=<slug>&b=<slug> (read after the page has started, so the
 * page itself is one static file). Nothing moves until Play; Space on the stage plays and pauses, one slider moves
 * both figures, and the alignment switches between start and tempo.
 */
export function CompareView({ search }: { search: string }) {
  const language = useLanguage()
  const words = useArchiveWords()
  const wordsLang = useWordsLang()
  const local = useLocalPath()
  const text = words.archive.compare
  const canvas = useRef<HTMLCanvasElement>(null)
  const slider = useRef<HTMLInputElement>(null)
  const duet = useRef<Duet | undefined>(undefined)
  const [loaded, setLoaded] = useState<Loaded>({ kind: "reading" })
  const [ready, setReady] = useState(false)
  const [playing, setPlaying] = useState(false)
  const [speed, setSpeed] = useState(1)
  const [alignment, setAlignment] = useState<Alignment>("start")
  const [timing, setTiming] = useState<{ byTempo: boolean; rateB: number; duration: number } | undefined>()

  useEffect(() => {
    const [a, b] = comparedSlugs(search)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address's entries apply after hydration, so the server HTML and the first client render match
    if (!a || !b) return setLoaded({ kind: "missing" })
    let live = true
    Promise.all([fetchCompareEntry(a, language), fetchCompareEntry(b, language)])
      .then(([first, second]) => {
        if (!live) return
        if (first === "unknown" || second === "unknown")
          setLoaded({
            kind: "unknown",
            slugs: [first, second].flatMap((found, i) => (found === "unknown" ? [[a, b][i] as string] : [])),
            known: [first, second].filter((found): found is CompareEntry => found !== "unknown"),
          })
        else setLoaded({ kind: "entries", a: first, b: second })
      })
      .catch(() => live && setLoaded({ kind: "failed" }))
    return () => {
      live = false
    }
  }, [search, language])

  useEffect(() => {
    if (loaded.kind !== "entries") return
    let live = true
    // The figures' data comes as soon as both entries are known: the stage then shows both first frames, still.
    Promise.all([
      loadEngine(),
      loadEngine().then(({ Take }) =>
        Promise.all([
          Take.fetch(loaded.a.motionUrl, figureRoles(loaded.a.roles)),
          Take.fetch(loaded.b.motionUrl, figureRoles(loaded.b.roles)),
        ]),
      ),
    ])
      .then(([{ Duet: Engine }, [a, b]]) => {
        if (!live || !canvas.current || !slider.current) return
        const made = new Engine(a, b, canvas.current, slider.current, alignment)
        made.language = language
        made.speed = speed
        made.draw()
        duet.current = made
        setTiming({ byTempo: made.byTempo, rateB: made.rateB, duration: made.duration })
        setReady(true)
      })
      .catch(() => live && setLoaded({ kind: "failed" }))
    return () => {
      live = false
      duet.current?.destroy()
      duet.current = undefined
    }
    // The alignment, speed and language at load are read once; later changes go to the engine directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded])

  const toggle = () => {
    const made = duet.current
    if (!made) return
    if (made.playing) made.pause()
    else made.play()
    setPlaying(made.playing)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement
    if (event.key !== " " || target.closest("button, select, input[type=radio]")) return
    event.preventDefault()
    toggle()
  }

  const back = (
    <p>
      <Link to={local(ARCHIVE_ROUTES.archive)}>{words.archive.backToArchive}</Link>
    </p>
  )
  const fallback = (
    <ul>
      <li>
        <Link to={local(ARCHIVE_ROUTES.archive)}>{text.toIndex}</Link>
      </li>
      <li>
        <Link to={local(ARCHIVE_ROUTES.lexicon)}>{text.toLexicon}</Link>
      </li>
    </ul>
  )

  return (
    <div css={archivePageCss}>
      {back}
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      <noscript>
        <p>{text.noScript}</p>
        {fallback}
      </noscript>
      <div data-testid="compare-status" role="status">
        {loaded.kind === "missing" && <p>{text.missing}</p>}
        {loaded.kind === "failed" && <p>{text.failed}</p>}
        {loaded.kind === "entries" && !ready && <p>{text.loading}</p>}
        {timing && alignment === "tempo" && !timing.byTempo && <p>{text.noTempo}</p>}
      </div>
      {(loaded.kind === "missing" || loaded.kind === "failed") && fallback}
      {loaded.kind === "unknown" && (
        <div data-testid="compare-unknown">
          {loaded.slugs.map((slug) => (
            <p key={slug}>{text.unknown(slug)}</p>
          ))}
          <ul>
            {loaded.known.map((entry) => (
              <li key={entry.slug}>
                <Link to={local(archiveEntryPath(entry.slug))} lang={fieldLang(language, entry, "title")}>
                  {entry.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to={local(ARCHIVE_ROUTES.archive)}>{text.toIndex}</Link>
            </li>
          </ul>
        </div>
      )}
      {loaded.kind === "entries" && (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Space anywhere in the player plays and pauses, as in a video player; every control inside is a real button or input
        <div onKeyDown={onKeyDown}>
          <div
            css={stageCss}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the stage takes focus so Space can play and pause it, as a focused <video> does
            tabIndex={0}
            role="img"
            aria-label={text.stageLabel(loaded.a.title, loaded.b.title)}
            data-testid="compare-stage"
            data-state={ready ? "ready" : "loading"}
          >
            <canvas ref={canvas} width={STAGE.width} height={STAGE.height} aria-hidden="true" />
          </div>
          <ul css={legendCss} data-testid="compare-legend">
            {[loaded.a, loaded.b].map((entry, i) => (
              <li key={i}>
                <span css={swatchCss(COMPARE_INK[i === 0 ? 0 : 1].bone)} aria-hidden="true" />
                {text.sides[i === 0 ? 0 : 1]}:{" "}
                <Link to={local(archiveEntryPath(entry.slug))} lang={fieldLang(language, entry, "title")}>
                  {entry.title}
                </Link>
                {entry.synthetic && (
                  <>
                    {" "}
                    <span css={badgeCss} lang={wordsLang}>
                      {words.archive.syntheticBadge}
                    </span>
                  </>
                )}
                <br />
                {text.tempo(entry.tempoHz)}
              </li>
            ))}
          </ul>
          <div css={controlsCss}>
            <button type="button" css={buttonCss} onClick={toggle} disabled={!ready}>
              {playing ? words.archive.pause : words.archive.play}
            </button>
            <PositionSlider
              ref={slider}
              max={timing?.duration ?? Math.max(loaded.a.durationS, loaded.b.durationS)}
              step={0.01}
              spokenDuration={timing?.duration ?? 0}
              onSeek={(event) => duet.current?.seek(Number(event.currentTarget.value))}
            />
            <SpeedSelect
              value={speed}
              onChange={(value) => {
                setSpeed(value)
                if (duet.current) duet.current.speed = value
              }}
            />
            <fieldset>
              <legend>{text.alignment}</legend>
              {ALIGNMENTS.map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="alignment"
                    checked={alignment === value}
                    onChange={() => {
                      setAlignment(value)
                      const made = duet.current
                      if (!made) return
                      made.setAlignment(value)
                      setTiming({ byTempo: made.byTempo, rateB: made.rateB, duration: made.duration })
                    }}
                  />
                  {value === "start" ? text.byStart : text.byTempo}
                </label>
              ))}
            </fieldset>
          </div>
          {timing?.byTempo && <p data-testid="compare-rate">{text.rate(timing.rateB)}</p>}
        </div>
      )}
    </div>
  )
}
