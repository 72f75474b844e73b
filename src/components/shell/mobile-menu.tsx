import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useEffect, useId, useRef, useState } from "react"
import { NAV_SOLID_SCROLL_PX } from "../../constants"
import { useScrolledPast } from "../../hooks/use-scrolled-past"
import { useContentLang, useWords } from "../../i18n/page-language"
import { durations, fonts, media, palette, REDUCED_MOTION } from "../../theme/tokens"
import { LanguageLinks } from "./language-links"
import { isCurrent, type NavLink } from "./nav-links"
import type { NavVariant } from "./top-nav"

const containerCss = css({
  display: "none",
  top: 0,
  width: "100%",
  zIndex: 2000,
  fontFamily: fonts.display,
  transition: `background-color ${durations.menu}ms`,
  [media.phone]: { display: "block" },
  "&[data-variant='overlay']": { position: "fixed" },
  "&[data-variant='fixed']": { position: "sticky" },
  "&[data-solid='false']": { backgroundColor: "transparent", color: palette.black },
  "&[data-solid='true']": { backgroundColor: palette.primaryOrange, color: palette.white },
  "&[data-open='true']": { height: "100vh", backgroundColor: palette.white, color: palette.navText },
  [REDUCED_MOTION]: { transition: "none" },
})

const buttonCss = css({
  display: "flex",
  width: "100%",
  alignItems: "center",
  justifyContent: "space-between",
  padding: "15px 25px",
  border: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  textAlign: "left",
  textTransform: "uppercase",
  fontWeight: 800,
  fontSize: "1.2em",
  letterSpacing: "2px",
  cursor: "pointer",
  "&:hover [data-arrow]": { borderColor: palette.secondaryOrange },
})

/** A chevron: pointing down when closed, up when open. */
const arrowCss = css({
  flex: "0 0 auto",
  width: 15,
  height: 15,
  borderRight: "3px solid currentColor",
  borderBottom: "3px solid currentColor",
  borderRadius: 3,
  transform: "rotate(45deg)",
  transition: `transform ${durations.menu}ms`,
  "[data-open='true'] &": { transform: "rotate(-135deg)" },
  [REDUCED_MOTION]: { transition: "none" },
})

/** The list fades in and out (visibility, not display, so the fade is actually seen). */
const listCss = css({
  margin: 0,
  padding: "0 20px",
  listStyle: "none",
  height: 0,
  overflow: "hidden",
  opacity: 0,
  visibility: "hidden",
  transition: `opacity ${durations.menu}ms, visibility 0s linear ${durations.menu}ms`,
  "&[data-open='true']": {
    height: "auto",
    margin: "10px 0",
    opacity: 1,
    visibility: "visible",
    transition: `opacity ${durations.menu}ms ${durations.menuListDelay}ms, visibility 0s`,
  },
  li: { fontSize: "1.5em", fontWeight: 500, marginBottom: 10 },
  a: { color: "inherit", textDecoration: "none" },
  "a:hover, a[aria-current='page']": { color: palette.primaryOrange },
  [REDUCED_MOTION]: { "&, &[data-open='true']": { transition: "none" } },
})

export interface MobileMenuProps {
  title: string
  links: readonly NavLink[]
  pathname: string
  variant: NavVariant
}

/** The phone-width menu: a bar whose button opens a list of the five links. */
export function MobileMenu({ title, links, pathname, variant }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const scrolled = useScrolledPast(NAV_SOLID_SCROLL_PX)
  const words = useWords()
  const contentLang = useContentLang()
  const listId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const wasOpen = useRef(false)

  // Closed again on every navigation (state adjusted while rendering, so no extra render with the menu open).
  const [menuPathname, setMenuPathname] = useState(pathname)
  if (menuPathname !== pathname) {
    setMenuPathname(pathname)
    setOpen(false)
  }

  // Focus follows the menu: into the list when it opens, back to the button when it closes.
  useEffect(() => {
    if (open) listRef.current?.querySelector("a")?.focus()
    else if (wasOpen.current && listRef.current?.contains(document.activeElement)) buttonRef.current?.focus()
    wasOpen.current = open
  }, [open])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [open])

  return (
    <div
      css={containerCss}
      data-open={open}
      data-solid={variant === "fixed" || scrolled}
      data-variant={variant}
      data-testid="mobile-menu"
    >
      <button
        ref={buttonRef}
        type="button"
        css={buttonCss}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>
          {contentLang ? <span lang={contentLang}>{title}</span> : title}
          <span className="visually-hidden"> {words.ui.menu}</span>
        </span>
        <span css={arrowCss} data-arrow aria-hidden="true" />
      </button>
      <nav aria-label={words.ui.mobileNavigation}>
        <ul ref={listRef} id={listId} css={listCss} data-open={open}>
          {links.map((link) => (
            <li key={link.key}>
              <Link to={link.to} aria-current={isCurrent(link.to, pathname) ? "page" : undefined} lang={link.lang}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* This page in the other language, under the five links, shown and hidden with them. */}
      <LanguageLinks pathname={pathname} css={listCss} data-open={open} />
    </div>
  )
}
