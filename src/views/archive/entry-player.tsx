import { css } from "@emotion/react"
import { useEffect, useRef, useState, type KeyboardEvent } from "react"
import { useContentLang, useLanguage, useWordsLang } from "../../i18n/page-language"
import { useArchiveWords } from "./archive-words"
import { buttonCss } from "../../theme/controls"
import { spokenTime } from "./clock"
import { STAGE as CANVAS, type FigureRoles } from "./figure-geometry"
import { controlsCss, stageCss } from "./player-styles"
import { FigureStill, type FirstFrame } from "./figure-still"
import { PositionSlider, SpeedSelect } from "./player-controls"
import type { Player } from "./player-engine"
import { percentIn } from "./number-format"
import { SOUND_LAYERS, type SoundLayer } from "./sonify-map"

const mappingCss = css({ borderCollapse: "collapse", "& th, & td": { textAlign: "left", padding: "4px 12px 4px 0" } })

const loadEngine = () => import(/* webpackChunkName: "archive-player" */ "./player-engine")

/** Runs `work` once the browser has drawn the next frame (a timer queued from that frame's animation callback). */
const afterNextPaint = (work: () => unknown) => requestAnimationFrame(() => setTimeout(work, 0))

/** The catalogues' sound layers are keyed by the layers' names (the catalogue check keeps the keys). */
const isSoundLayer = (layer: string): layer is SoundLayer => (SOUND_LAYERS as readonly string[]).includes(layer)

export interface EntryPlayerProps {
  title: string
  /** The heading over the sound controls (content: the archive's entry headings). */
  soundHeading: string
  motionUrl: string
  durationS: number
  fps: number
  /** The player's first frame, drawn before Play as the canvas will draw it. */
  first: FirstFrame
  /** The entry's joint roles, so the figure gets its head and joint markers. */
  roles: FigureRoles
}

/**
 * The player: its own first frame, drawn at build time by the same geometry as the canvas (no jump on Play), until
 * the visitor presses Play, then the skeleton from motion.json on a canvas.
 * It never starts by itself, so reduced motion and WCAG 2.2.2 are honoured by default; Pause is always in view.
 * Sound is off until Listen: the AudioContext is made by that click, just after the frame that shows it pressed.
 */
export function EntryPlayer({ title, soundHeading, motionUrl, durationS, fps, first, roles }: EntryPlayerProps) {
  const language = useLanguage()
  const words = useArchiveWords()
  const wordsLang = useWordsLang()
  const contentLang = useContentLang()
  const mapping = words.archive.mapping.flatMap(([layer, name, source]) =>
    isSoundLayer(layer) ? [{ layer, name, source }] : [],
  )
  const canvas = useRef<HTMLCanvasElement>(null)
  const slider = useRef<HTMLInputElement>(null)
  const player = useRef<Player | undefined>(undefined)
  const loading = useRef<Promise<Player | undefined> | undefined>(undefined)
  /** Counts Listen's presses, so sound made after a press that Stop sound has since undone is dropped. */
  const listenRequest = useRef(0)
  const [state, setState] = useState<"still" | "loading" | "ready" | "failed">("still")
  const [playing, setPlaying] = useState(false)
  const [speed, setSpeed] = useState(1)
  const [angle, setAngle] = useState(0)
  const [travelling, setTravelling] = useState(true)
  const [listening, setListening] = useState(false)
  const [volume, setVolume] = useState(0.6)
  const [layers, setLayers] = useState<ReadonlySet<SoundLayer>>(new Set(SOUND_LAYERS))

  useEffect(() => () => player.current?.destroy(), [])

  const ensure = (): Promise<Player | undefined> => {
    if (!loading.current) {
      setState("loading")
      loading.current = loadEngine()
        .then(({ Player: Engine }) => Engine.load(motionUrl, canvas.current!, slider.current!, roles))
        .then((made) => {
          made.language = language
          made.speed = speed
          made.angle = angle
          made.travelling = travelling
          made.seek(Number(slider.current?.value ?? 0))
          player.current = made
          setState("ready")
          return made
        })
        .catch(() => {
          setState("failed")
          return undefined
        })
    }
    return loading.current
  }

  const toggle = async () => {
    if (playing) {
      player.current?.pause()
      setPlaying(false)
      return
    }
    setPlaying(true)
    const made = await ensure()
    if (made) made.play()
    else setPlaying(false)
  }

  const listen = () => {
    listenRequest.current += 1
    if (listening) {
      player.current?.sound?.close()
      if (player.current) player.current.sound = undefined
      setListening(false)
      return
    }
    setListening(true)
    // The first AudioContext a page makes costs a slow phone 100–300 ms (the browser starts its audio output); made
    // in the click's task, it held the button's new label back that long (`npm run bench:interaction`). So it is
    // made just after the next frame: still within the click's user activation, so the browser lets it sound, and
    // nothing audio exists before Listen.
    const request = listenRequest.current
    afterNextPaint(async () => {
      if (request !== listenRequest.current) return
      const context = new AudioContext()
      if (context.state === "suspended") void context.resume()
      const [made, { Sound }] = await Promise.all([ensure(), loadEngine()])
      if (!made || request !== listenRequest.current) return void context.close()
      made.sound = new Sound(context, volume)
      made.sound.layers = new Set(layers)
    })
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement
    if (event.key !== " " || target.closest("button, select, input[type=checkbox], input[type=radio]")) return
    event.preventDefault()
    void toggle()
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Space anywhere in the player plays and pauses, as in a video player; every control inside is a real button or input
    <div onKeyDown={onKeyDown} lang={wordsLang}>
      <div
        css={stageCss}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the stage takes focus so Space can play and pause it, as a focused <video> does
        tabIndex={0}
        role="img"
        aria-label={words.archive.stageLabel(title)}
        data-testid="player-stage"
        data-state={state}
      >
        {state !== "ready" && <FigureStill first={first} roles={roles} />}
        <canvas ref={canvas} width={CANVAS.width} height={CANVAS.height} aria-hidden="true" />
      </div>
      {state === "failed" && <p role="status">{words.archive.loadFailed}</p>}
      <div css={controlsCss}>
        <button type="button" css={buttonCss} onClick={() => void toggle()}>
          {playing ? words.archive.pause : words.archive.play}
        </button>
        <PositionSlider
          ref={slider}
          max={durationS}
          step={1 / fps}
          onSeek={(event) => {
            const time = Number(event.currentTarget.value)
            if (player.current) player.current.seek(time)
            else event.currentTarget.setAttribute("aria-valuetext", spokenTime(time, durationS, language))
          }}
        />
        <SpeedSelect
          value={speed}
          onChange={(value) => {
            setSpeed(value)
            if (player.current) player.current.speed = value
          }}
        />
        <label>
          {words.archive.viewAngle}
          <input
            type="range"
            min={-180}
            max={180}
            step={15}
            value={angle}
            aria-valuetext={words.archive.viewAngleValue(angle)}
            onChange={(event) => {
              const value = Number(event.currentTarget.value)
              setAngle(value)
              if (player.current) {
                player.current.angle = value
                player.current.draw(true)
              }
            }}
          />
        </label>
        <fieldset>
          <legend>{words.archive.rootMotion}</legend>
          {[true, false].map((value) => (
            <label key={String(value)}>
              <input
                type="radio"
                name="root-motion"
                checked={travelling === value}
                onChange={() => {
                  setTravelling(value)
                  if (player.current) {
                    player.current.travelling = value
                    player.current.draw(true)
                  }
                }}
              />
              {value ? words.archive.travelling : words.archive.inPlace}
            </label>
          ))}
        </fieldset>
      </div>

      <h3 lang={contentLang}>{soundHeading}</h3>
      <div css={controlsCss}>
        <button type="button" css={buttonCss} onClick={listen} data-testid="listen">
          {listening ? words.archive.stopListening : words.archive.listen}
        </button>
        <label>
          {words.archive.volume}
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={volume}
            aria-valuetext={percentIn(language, volume)}
            onChange={(event) => {
              const value = Number(event.currentTarget.value)
              setVolume(value)
              player.current?.sound?.volume(value)
            }}
          />
        </label>
        <fieldset>
          <legend>{words.archive.soundLayers}</legend>
          {mapping.map(({ layer, name }) => (
            <label key={layer}>
              <input
                type="checkbox"
                checked={layers.has(layer)}
                onChange={() => {
                  const next = new Set(layers)
                  if (next.has(layer)) next.delete(layer)
                  else next.add(layer)
                  setLayers(next)
                  if (player.current?.sound) player.current.sound.layers = next
                }}
              />
              {name}
            </label>
          ))}
        </fieldset>
      </div>
      <table css={mappingCss}>
        <caption>{words.archive.mappingCaption}</caption>
        <tbody>
          {mapping.map(({ layer, name, source }) => (
            <tr key={layer}>
              <th scope="row">{name}</th>
              <td>{source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
