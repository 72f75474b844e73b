import { forwardRef, type FormEvent } from "react"
import { PLAYER_SPEEDS } from "../../constants"
import { useLanguage } from "../../i18n/page-language"
import { useArchiveWords } from "./archive-words"
import { spokenTime } from "./clock"
import { numberIn } from "./number-format"

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
  const language = useLanguage()
  const words = useArchiveWords()
  return (
    <label>
      {words.archive.position}
      <input
        ref={ref}
        type="range"
        min={0}
        max={max}
        step={step}
        defaultValue={0}
        aria-valuetext={spokenTime(0, spokenDuration, language)}
        onInput={onSeek}
      />
    </label>
  )
})

/** The players' "Speed" menu over PLAYER_SPEEDS, each speed written the page's language's way ("0,5×"). */
export function SpeedSelect({ value, onChange }: { value: number; onChange: (speed: number) => void }) {
  const language = useLanguage()
  const words = useArchiveWords()
  return (
    <label>
      {words.archive.speed}
      <select value={value} onChange={(event) => onChange(Number(event.currentTarget.value))}>
        {PLAYER_SPEEDS.map((speed) => (
          <option key={speed} value={speed}>
            {numberIn(language, speed)}×
          </option>
        ))}
      </select>
    </label>
  )
}
