import { graphql, Link, useStaticQuery } from "gatsby"
import * as React from "react"
import { ROUTES } from "../constants"
import { UI_TEXT } from "../copy"
import { GlobalStyles } from "../theme/global-styles"

export const MAIN_CONTENT_ID = "content"

/** The frame every page shares: skip link, site title, navigation and footer, from content/site. */
export function SiteFrame({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  const { siteJson } = useStaticQuery<Queries.SiteFrameQuery>(graphql`
    query SiteFrame {
      siteJson {
        title
        leadArtist
        bylinePrefix
        pages {
          key
          navLabel
        }
      }
    }
  `)
  const links = (siteJson?.pages ?? []).map((page) => ({ label: page.navLabel, to: ROUTES[page.key as keyof typeof ROUTES] }))
  const nav = (label: string) => (
    <nav aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={link.to === pathname ? "page" : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
  return (
    <>
      <GlobalStyles />
      <a className="visually-hidden" href={`#${MAIN_CONTENT_ID}`}>
        {UI_TEXT.skipToContent}
      </a>
      <header>
        <Link to={ROUTES.project}>{siteJson?.title}</Link>
        {nav(UI_TEXT.mainNavigation)}
      </header>
      <main id={MAIN_CONTENT_ID}>{children}</main>
      <footer>
        <p>{siteJson?.title}</p>
        <p>
          {siteJson?.bylinePrefix} {siteJson?.leadArtist}
        </p>
        {nav(UI_TEXT.footerNavigation)}
      </footer>
    </>
  )
}
