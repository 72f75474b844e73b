import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useEffect, useRef } from "react"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { useContentLang, useWords } from "../../i18n/page-language"
import { fonts, media, PAGE_GUTTER_PX, palette } from "../../theme/tokens"
import { distanceToBottom, fallingLettersStyle } from "./falling-letters"
import type { NavLink } from "./nav-links"

const footerCss = css({
  position: "relative",
  minHeight: "40vh",
  overflow: "clip",
  padding: `100px ${PAGE_GUTTER_PX.default}px 50px`,
  fontFamily: fonts.display,
  fontSize: "1.4rem",
  color: palette.footerText,
  backgroundColor: palette.secondaryOrange,
  borderTop: "1px solid white",
  "&::before": {
    content: '""',
    position: "absolute",
    top: 0,
    left: 0,
    right: 0,
    height: 50,
    zIndex: 1000,
    background: `linear-gradient(${palette.footerGlow}, ${palette.footerGlowEnd})`,
    pointerEvents: "none",
  },
  [media.tablet]: { padding: `60px ${PAGE_GUTTER_PX.tablet}px 50px` },
  p: { position: "relative", margin: "0 0 10px", zIndex: 1 },
  ul: { position: "relative", zIndex: 1, listStyle: "none", margin: "20px 0 0", padding: 0 },
  a: { color: "inherit", textDecoration: "none" },
  "a:hover, a:focus-visible": { textDecoration: "underline" },
})

const titleCss = css({ textTransform: "uppercase", fontWeight: 800 })

const lettersCss = css({
  position: "absolute",
  top: 20,
  left: 0,
  width: "100%",
  padding: "0 20px",
  zIndex: 0,
  mixBlendMode: "screen",
  fill: palette.primaryOrangeDesaturated,
  stroke: palette.letterStroke,
  strokeWidth: 0.5,
  pointerEvents: "none",
  // Hidden until measured: on a long page they start FOOTER_FALL_DISTANCE_PX away, i.e. invisible.
  opacity: 0,
})

export interface SiteFooterProps {
  title: string
  bylinePrefix: string
  /** The byline's `lang` (English where its translation is missing); nothing on an English page. */
  bylineLang?: string | undefined
  leadArtist: string
  links: readonly NavLink[]
  outline: { viewBox: string; letters: readonly string[] }
}

/**
 * Title, byline and links over the title's letters, which fall into place as the page nears its bottom.
 * Styles are written straight to the SVG (no React render per scroll frame), on mount too, so the
 * letters are right before the first scroll and on pages too short to scroll.
 */
export function SiteFooter({ title, bylinePrefix, bylineLang, leadArtist, links, outline }: SiteFooterProps) {
  const lettersRef = useRef<SVGSVGElement>(null)
  const reduced = usePrefersReducedMotion()
  const words = useWords()
  const contentLang = useContentLang()

  useEffect(() => {
    const svg = lettersRef.current
    if (!svg) return
    let frame = 0
    const update = () => {
      frame = 0
      const distance = distanceToBottom(document.documentElement.scrollHeight, window.innerHeight, window.scrollY)
      const { opacity, translateY } = fallingLettersStyle(distance)
      svg.style.opacity = String(opacity)
      svg.style.transform = reduced ? "" : `translateY(${translateY}px)`
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", schedule, { passive: true })
    window.addEventListener("resize", schedule)
    const resizes = new ResizeObserver(schedule)
    resizes.observe(document.body)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener("scroll", schedule)
      window.removeEventListener("resize", schedule)
      resizes.disconnect()
    }
  }, [reduced])

  return (
    <footer css={footerCss}>
      <svg
        ref={lettersRef}
        css={lettersCss}
        viewBox={outline.viewBox}
        aria-hidden="true"
        focusable="false"
        data-testid="falling-letters"
      >
        {outline.letters.map((d, index) => (
          <path key={index} d={d} />
        ))}
      </svg>
      <p css={titleCss} lang={contentLang}>
        {title}
      </p>
      <p lang={bylineLang}>
        {bylinePrefix} {leadArtist}
      </p>
      <nav aria-label={words.ui.footerNavigation}>
        <ul>
          {links.map((link) => (
            <li key={link.key}>
              <Link to={link.to} lang={link.lang}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  )
}
