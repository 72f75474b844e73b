import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { SiteFrame } from "../components/shell/site-frame"
import { languageOfPath, needsArchiveWords, PageLanguage } from "../i18n/page-language"

type WrapPageElement = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]

/**
 * Shared by gatsby-browser and gatsby-ssr, so the frame persists across client navigations. The page's language is
 * its address's (src/i18n/page-language.tsx): a not-found page shown at /es/nada/ is in Spanish.
 */
export const wrapPageElement: WrapPageElement = ({ element, props }) => (
  <PageLanguage language={languageOfPath(props.location.pathname)} archive={needsArchiveWords(props.location.pathname)}>
    <SiteFrame pathname={props.location.pathname}>{element}</SiteFrame>
  </PageLanguage>
)
