import { forwardRef, type FormEvent } from "react"
import { PLAYER_SPEEDS } from "../../constants"
import { spokenTime } from "./clock"
import { ARCHIVE_TEXT } from "./copy"

interface PositionSliderProps {
  /** The slider's end, in seconds of the take (or of the aligned pair). */
  max: number
  step: number
  /** The length the slider first reads aloud, when it is not yet `max` (a take still loading): `max` by default. */
  spokenDuration?: number
  /** Called with the slider's element on each move; the player then seeks and keeps the spoken time up to date. */
  onSeek: (event: FormEvent<HTMLInputElement>) => void
}

/**
 * The archive players' "Position" slider (the entry's, the compare view's, the lexicon's): seconds, read aloud as
 * time by its aria-valuetext, which the player updates as it plays. The ref reaches the input, for the player.
 */
export const PositionSlider = forwardRef<HTMLInputElement, PositionSliderProps>(function PositionSlider(
  { max, step, spokenDuration = max, onSeek },
  ref,
) {
  return (
    <label>
      {ARCHIVE_TEXT.position}
      <input
        ref={ref}
        type="range"
        min={0}
        max={max}
        step={step}
        defaultValue={0}
        aria-valuetext={spokenTime(0, spokenDuration)}
        onInput={onSeek}
      />
    </label>
  )
})

/** The players' "Speed" menu over PLAYER_SPEEDS. */
export const SpeedSelect = ({ value, onChange }: { value: number; onChange: (speed: number) => void }) => (
  <label>
    {ARCHIVE_TEXT.speed}
    <select value={value} onChange={(event) => onChange(Number(event.currentTarget.value))}>
      {PLAYER_SPEEDS.map((speed) => (
        <option key={speed} value={speed}>
          {speed}×
        </option>
      ))}
    </select>
  </label>
)
