import { css } from "@emotion/react"
import { SCROLL_HINT_CUTOFF_PX } from "../../constants"
import { useScrollTest } from "../../hooks/use-scrolled-past"
import { fonts, palette } from "../../theme/tokens"

const hintCss = css({
  position: "fixed",
  right: 0,
  bottom: 0,
  zIndex: 100,
  margin: 0,
  padding: 15,
  fontFamily: fonts.display,
  fontSize: "1.5rem",
  fontWeight: 500,
  color: palette.hintText,
  background: palette.hintBackdrop,
  borderTopLeftRadius: 8,
})

const nearTop = (scrollY: number) => scrollY < SCROLL_HINT_CUTOFF_PX

/** 'Scroll ↓', only while the page is scrolled less than SCROLL_HINT_CUTOFF_PX. Decorative for AT. */
export function ScrollHint({ text, lang }: { text: string; lang?: string }) {
  const shown = useScrollTest(nearTop, true)
  return shown ? (
    <p css={hintCss} aria-hidden="true" data-testid="scroll-hint" lang={lang}>
      {text}
    </p>
  ) : null
}
