import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useEffect, useRef, useState, type KeyboardEvent } from "react"
import { archiveEntryPath } from "../../constants"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { useLanguage, useLocalPath } from "../../i18n/page-language"
import { useArchiveWords } from "./archive-words"
import { buttonCss } from "../../theme/controls"
import { fetchCompareEntry } from "./compare-entry"
import { STAGE } from "./figure-geometry"
import { figureRoles } from "./figure-roles"
import { PositionSlider } from "./player-controls"
import type { Player } from "./player-engine"
import { controlsCss, stageCss } from "./player-styles"
import { nextIndex, PLAYLIST_ORDERS, playlistOrder, type PlaylistEntry, type PlaylistOrder } from "./playlist"

const loadEngine = () => import(/* webpackChunkName: "archive-player" */ "./player-engine")
const listCss = css({ margin: "8px 0", paddingLeft: 24 })

/**
 * A lexicon term's entries in the page's own player, one after another: Play the term, and entry 1 plays, then
 * entry 2, … Pause, Previous and Next are always there, and the entry playing is named and linked. Going on to the
 * next entry by itself is a checkbox: on by default, off under reduced motion (then each entry waits for Play or
 * Next). Nothing is fetched or drawn until Play.
 */
export function TermPlaylist({
  term,
  slug,
  entries,
}: {
  term: string
  slug: string
  entries: readonly PlaylistEntry[]
}) {
  const reduced = usePrefersReducedMotion()
  const language = useLanguage()
  const words = useArchiveWords()
  const local = useLocalPath()
  const canvas = useRef<HTMLCanvasElement>(null)
  const slider = useRef<HTMLInputElement>(null)
  const player = useRef<Player | undefined>(undefined)
  const [order, setOrder] = useState<PlaylistOrder>("listed")
  const [started, setStarted] = useState(false)
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [failedSlug, setFailedSlug] = useState<string>()
  // The entry whose take is in the player: until it is the current one, the stage says it is loading.
  const [loadedSlug, setLoadedSlug] = useState<string>()
  const [chosenAdvance, setChosenAdvance] = useState<boolean | undefined>()
  const advance = chosenAdvance ?? !reduced
  const ordered = playlistOrder(entries, order)
  const current = ordered[index]
  // Read by the player's end-of-take callback, which outlives renders.
  const state = useRef({ advance, playing, length: ordered.length })
  useEffect(() => {
    state.current = { advance, playing, length: ordered.length }
  })

  useEffect(() => {
    if (!started || !current) return
    let live = true
    // The slider starts the next entry at 0, not at the last entry's position, while its take loads.
    if (slider.current) slider.current.value = "0"
    Promise.all([loadEngine(), fetchCompareEntry(current.slug)])
      .then(async ([{ Player: Engine }, entry]) => {
        if (entry === "unknown") throw new Error(current.slug)
        const made = await Engine.load(entry.motionUrl, canvas.current!, slider.current!, figureRoles(entry.roles))
        if (!live) return made.destroy()
        made.loop = false
        made.language = language
        slider.current!.max = String(made.duration)
        made.seek(0)
        made.onEnd = () => {
          const next = nextIndex(index, state.current.length)
          if (state.current.advance && next !== undefined) setIndex(next)
          else setPlaying(false)
        }
        player.current = made
        setLoadedSlug(current.slug)
        if (state.current.playing) made.play()
      })
      .catch(() => live && setFailedSlug(current.slug))
    return () => {
      live = false
      player.current?.destroy()
      player.current = undefined
    }
  }, [started, current, index, language])

  const toggle = () => {
    if (!started) {
      setStarted(true)
      setPlaying(true)
      return
    }
    const made = player.current
    if (playing) made?.pause()
    else made?.play()
    setPlaying(!playing)
  }
  const go = (to: number) => {
    if (to < 0 || to >= ordered.length) return
    setIndex(to)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement
    if (event.key !== " " || target.closest("button, select, input[type=checkbox]")) return
    event.preventDefault()
    toggle()
  }
  if (entries.length === 0) return null

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Space in the player plays and pauses, as in a video player; every control inside is a real button or input
    <div onKeyDown={onKeyDown} data-testid={`playlist-${slug}`}>
      <h3>{words.archive.playlist}</h3>
      <div css={controlsCss}>
        <button
          type="button"
          css={buttonCss}
          onClick={toggle}
          aria-label={started ? undefined : words.archive.playTerm(term)}
        >
          {playing ? words.archive.pause : words.archive.play}
        </button>
        <label>
          {words.archive.order}
          <select
            value={order}
            onChange={(event) => {
              setOrder(event.currentTarget.value as PlaylistOrder)
              setIndex(0)
            }}
          >
            {PLAYLIST_ORDERS.map((value) => (
              <option key={value} value={value}>
                {words.archive.orders[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={advance} onChange={() => setChosenAdvance(!advance)} />
          {words.archive.autoAdvance}
        </label>
      </div>
      {started && current && (
        <>
          <p aria-live="polite" data-testid="playlist-current">
            {words.archive.nowPlaying(index + 1, ordered.length)}
            <Link to={local(archiveEntryPath(current.slug))} lang={current.titleLang}>
              {current.title}
            </Link>
          </p>
          <div
            css={stageCss}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the stage takes focus so Space can play and pause it, as a focused <video> does
            tabIndex={0}
            role="img"
            aria-label={words.archive.playlistStage(term, current.title)}
            data-testid="playlist-stage"
            data-state={loadedSlug === current.slug ? "ready" : "loading"}
          >
            <canvas ref={canvas} width={STAGE.width} height={STAGE.height} aria-hidden="true" />
          </div>
          {failedSlug === current.slug && <p role="status">{words.archive.loadFailed}</p>}
          <div css={controlsCss}>
            <button type="button" css={buttonCss} onClick={() => go(index - 1)} disabled={index === 0}>
              {words.archive.previousEntry}
            </button>
            <button type="button" css={buttonCss} onClick={() => go(index + 1)} disabled={index + 1 >= ordered.length}>
              {words.archive.nextEntry}
            </button>
            <PositionSlider
              ref={slider}
              max={1}
              step={0.01}
              spokenDuration={0}
              onSeek={(event) => player.current?.seek(Number(event.currentTarget.value))}
            />
          </div>
        </>
      )}
      <ol css={listCss}>
        {ordered.map((entry, i) => (
          <li key={entry.slug} aria-current={started && i === index ? "true" : undefined}>
            <Link to={local(archiveEntryPath(entry.slug))} lang={entry.titleLang}>
              {entry.title}
            </Link>{" "}
            ({words.archive.speedValue(entry.speedMps)})
          </li>
        ))}
      </ol>
    </div>
  )
}
