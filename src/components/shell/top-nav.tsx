import { css } from "@emotion/react"
import { Link } from "gatsby"
import { NAV_SOLID_SCROLL_PX, ROUTES } from "../../constants"
import { useScrolledPast } from "../../hooks/use-scrolled-past"
import { useContentLang, useLocalPath, useWords } from "../../i18n/page-language"
import { durations, fonts, media, palette, REDUCED_MOTION } from "../../theme/tokens"
import { LanguageLinks } from "./language-links"
import { isCurrent, type NavLink } from "./nav-links"

export type NavVariant = "overlay" | "fixed"

const barCss = css({
  top: 0,
  width: "100%",
  zIndex: 2000,
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  fontFamily: fonts.display,
  fontSize: "1rem",
  padding: "15px 25px",
  borderBottom: "1px solid",
  transition: ["background-color", "border-color", "color"].map((p) => `${p} ${durations.navColours}ms`).join(", "),
  "&[data-solid='false']": {
    backgroundColor: palette.navTransparent,
    color: palette.navText,
    borderColor: palette.navText,
  },
  "&[data-solid='true']": {
    backgroundColor: palette.primaryOrange,
    color: palette.white,
    borderColor: palette.navSolidBorder,
  },
  "&[data-variant='overlay']": { position: "fixed" },
  "&[data-variant='fixed']": { position: "sticky" },
  [media.phone]: { display: "none" },
  [REDUCED_MOTION]: { transition: "none" },
})

const titleCss = css({
  color: "inherit",
  textDecoration: "none",
  textTransform: "uppercase",
  fontWeight: 800,
  fontSize: "1.2em",
  letterSpacing: "2px",
  lineHeight: "1em",
})

const listCss = css({
  display: "flex",
  margin: 0,
  padding: "4px 0",
  listStyle: "none",
  borderRadius: 10,
  "[data-solid='false'] &": { backgroundColor: palette.navLinkBackdrop },
  li: { padding: "0 10px", fontWeight: 500 },
})

/** The navigation and, beside it, the link to this page in the other language. */
const endCss = css({ display: "flex", alignItems: "center", gap: 10 })

const languageCss = css({
  margin: 0,
  padding: "4px 10px",
  listStyle: "none",
  borderRadius: 10,
  "[data-solid='false'] &": { backgroundColor: palette.navLinkBackdrop },
})

/** The underline bar: grows on hover and keyboard focus, and stays full on the current page. */
const linkCss = css({
  position: "relative",
  color: "inherit",
  textDecoration: "none",
  "&::after": {
    content: '""',
    position: "absolute",
    left: 0,
    bottom: -5,
    height: 4,
    width: "0%",
    borderRadius: "5px 0 5px 0",
    backgroundColor: "currentColor",
    transition: `width ${durations.underline}ms ease-out`,
  },
  "&:hover::after, &:focus-visible::after, &[aria-current='page']::after": { width: "100%" },
  [REDUCED_MOTION]: { "&::after": { transition: "none" } },
})

export interface TopNavProps {
  title: string
  links: readonly NavLink[]
  pathname: string
  variant: NavVariant
}

/** The desktop bar: transparent until the page is scrolled past NAV_SOLID_SCROLL_PX, always solid when fixed. */
export function TopNav({ title, links, pathname, variant }: TopNavProps) {
  const scrolled = useScrolledPast(NAV_SOLID_SCROLL_PX)
  const words = useWords()
  const local = useLocalPath()
  const contentLang = useContentLang()
  const solid = variant === "fixed" || scrolled
  return (
    <header css={barCss} data-solid={solid} data-variant={variant} data-testid="top-nav">
      <Link to={local(ROUTES.project)} css={titleCss} lang={contentLang}>
        {title}
      </Link>
      <div css={endCss}>
        <nav aria-label={words.ui.mainNavigation}>
          <ul css={listCss}>
            {links.map((link) => (
              <li key={link.key}>
                <Link
                  to={link.to}
                  css={linkCss}
                  aria-current={isCurrent(link.to, pathname) ? "page" : undefined}
                  lang={link.lang}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageLinks pathname={pathname} css={languageCss} linkCss={linkCss} />
      </div>
    </header>
  )
}
