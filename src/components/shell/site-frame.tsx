import { css } from "@emotion/react"
import { graphql, useStaticQuery } from "gatsby"
import { Suspense, useEffect, type ReactNode } from "react"
import { ARCHIVE_ROUTES, BANNER_SECTIONS, CONTENT_BOTTOM_MARGIN_PX, ROUTES, type BannerSection } from "../../constants"
import { bannerFor } from "../../data/banners"
import { fieldLang, inPageLanguage, routeOfPath, useContentLang, useLanguage, useWords } from "../../i18n/page-language"
import { markFirstHydrationDone } from "../hydrate-when-near"
import { media, PAGE_GUTTER_PX, palette } from "../../theme/tokens"
import { ErrorBoundary } from "./error-boundary"
import { MobileMenu } from "./mobile-menu"
import { navLinks } from "./nav-links"
import { PageTransition } from "./page-transition"
import { TopNav } from "./top-nav"
import { SectionBanner } from "./section-banner"
import { SiteFooter } from "./site-footer"

export const MAIN_CONTENT_ID = "content"

/**
 * Content shown in another language than the page's (src/i18n/page-language.tsx, useContentLang) is marked with its
 * own: a box that takes no part in the layout, around what has no `lang` of its own. Nothing on an English page.
 */
function InContentLanguage({ lang, children }: { lang: string | undefined; children: ReactNode }) {
  return lang ? (
    <div lang={lang} style={{ display: "contents" }}>
      {children}
    </div>
  ) : (
    children
  )
}

/**
 * Marks the moment the page is interactive (tests wait for it; a click before it would be lost) and tells
 * HydrateWhenNear that later pages need no gate. It sits in the frame's last boundary, so its effect runs
 * once the bars, the page content and the footer have hydrated, not just the frame around them (Gatsby's
 * onInitialClientRender fires with that frame, before the page's parts have decided whether to wait).
 */
function HydratedMark() {
  useEffect(() => {
    markFirstHydrationDone()
    document.documentElement.dataset.hydrated = "true"
  }, [])
  return null
}

type Frame =
  { kind: "landing" } | { kind: "section"; section: BannerSection; bannerHoldsH1: boolean } | { kind: "plain" }

/**
 * Which frame a route gets: the landing page composes its own; section pages get the banner. The four spec sections
 * are one page each, whose one h1 is the banner's title. Every page under /archive/ (index, lexicon, entries) gets
 * the archive's banner, which names the section without a heading, because each of those pages has its own h1.
 * It takes the spec's route, without a language's prefix (`routeOfPath`): /es/archive/ is framed as /archive/.
 */
export const frameFor = (pathname: string): Frame => {
  if (pathname === ROUTES.project) return { kind: "landing" }
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`
  if (path.startsWith(ARCHIVE_ROUTES.archive)) return { kind: "section", section: "archive", bannerHoldsH1: false }
  const section = BANNER_SECTIONS.find((s) => s !== "archive" && ROUTES[s] === path)
  return section ? { kind: "section", section, bannerHoldsH1: true } : { kind: "plain" }
}

const skipLinkCss = css({
  position: "absolute",
  left: 10,
  top: -100,
  zIndex: 3000,
  padding: "10px 15px",
  background: palette.white,
  color: palette.primaryOrange,
  "&:focus": { top: 10 },
})

const sectionMainCss = css({
  overflowX: "clip",
  "& > [data-page-content]": {
    marginBottom: CONTENT_BOTTOM_MARGIN_PX.default,
    padding: `0 ${PAGE_GUTTER_PX.default}px`,
  },
  [media.tablet]: {
    "& > [data-page-content]": {
      marginBottom: CONTENT_BOTTOM_MARGIN_PX.tablet,
      padding: `0 ${PAGE_GUTTER_PX.tablet}px`,
    },
  },
})

/**
 * The frame every page shares, rendered once through wrapPageElement so the bars, scroll handling and
 * fades persist across navigations. Its words and pictures come from content/site and content/banners.
 */
export function SiteFrame({ pathname, children }: { pathname: string; children: ReactNode }) {
  // Every language's words: a static query takes no variables, so the page's language is picked here. Only the
  // few words of the bars and footer, and the banners' titles, travel twice; the site's name and its outline are a
  // name, the same in every language, and the banners' pictures are the same too, so they come once.
  const { name, allSiteJson, bannersJson, bannerTitles } = useStaticQuery<Queries.SiteFrameQuery>(graphql`
    query SiteFrame {
      name: siteJson(language: { eq: "en" }) {
        title
        leadArtist
        titleOutline {
          viewBox
          letters
        }
      }
      allSiteJson {
        nodes {
          language
          untranslated
          bylinePrefix
          homeLinkText
          pages {
            key
            navLabel
            untranslated
          }
        }
      }
      bannersJson(language: { eq: "en" }) {
        banners {
          ...SectionBanner
        }
      }
      bannerTitles: allBannersJson {
        nodes {
          language
          banners {
            section
            title
            untranslated
          }
        }
      }
    }
  `)
  const language = useLanguage()
  const words = useWords()
  const contentLang = useContentLang()
  const siteWords = inPageLanguage(allSiteJson.nodes, language)
  const siteJson = name && siteWords ? { ...name, ...siteWords } : undefined
  if (!siteJson)
    return (
      <>
        {children}
        <HydratedMark />
      </>
    )
  const links = navLinks(siteJson.pages, language)
  const frame = frameFor(routeOfPath(pathname))
  const variant = frame.kind === "landing" ? "overlay" : "fixed"
  const banner = frame.kind === "section" ? bannerFor(frame.section, bannersJson?.banners ?? []) : undefined
  // The banner's pictures come once; its title in the page's language (the English where there is none).
  const titled = inPageLanguage(bannerTitles?.nodes ?? [], language)?.banners.find((b) => b.section === banner?.section)
  return (
    <>
      <a css={skipLinkCss} href={`#${MAIN_CONTENT_ID}`}>
        {words.ui.skipToContent}
      </a>
      {/* The bars, the page and the footer are boundaries of their own, so on first load React hydrates each in
          short slices (a dehydrated boundary hydrates at a yielding priority), not the whole frame in one long
          task. They hydrate in document order; the mark's boundary comes last, so it is set once all have. */}
      <Suspense fallback={null}>
        <TopNav title={siteJson.title} links={links} pathname={pathname} variant={variant} />
        <MobileMenu title={siteJson.title} links={links} pathname={pathname} variant={variant} />
      </Suspense>
      <PageTransition pathname={pathname}>
        <ErrorBoundary
          homeLinkText={siteJson.homeLinkText}
          homeLinkLang={fieldLang(language, siteJson, "homeLinkText")}
        >
          <main id={MAIN_CONTENT_ID} tabIndex={-1} css={frame.kind === "landing" ? undefined : sectionMainCss}>
            <Suspense fallback={null}>
              {banner && frame.kind === "section" && (
                <InContentLanguage lang={contentLang}>
                  <SectionBanner
                    banner={titled ? { ...banner, title: titled.title } : banner}
                    titleIsHeading={frame.bannerHoldsH1}
                    titleLang={titled && fieldLang(language, titled, "title")}
                  />
                </InContentLanguage>
              )}
              <div data-page-content lang={contentLang}>
                {children}
              </div>
            </Suspense>
          </main>
        </ErrorBoundary>
        <Suspense fallback={null}>
          <SiteFooter
            title={siteJson.title}
            bylinePrefix={siteJson.bylinePrefix}
            bylineLang={fieldLang(language, siteJson, "bylinePrefix")}
            leadArtist={siteJson.leadArtist}
            links={links}
            outline={siteJson.titleOutline}
          />
        </Suspense>
        <Suspense fallback={null}>
          <HydratedMark />
        </Suspense>
      </PageTransition>
    </>
  )
}
