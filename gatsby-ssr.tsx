import type { GatsbySSR } from "gatsby"
import { fontFallbackCss } from "./src/gatsby/font-fallback-css"
import { CATALOGUES } from "./src/i18n/catalogue"
import { LANGUAGES } from "./src/i18n/languages"
import { languageOfPath, registerWords } from "./src/i18n/page-language"
import { PRELOADED_FONTS } from "./src/theme/fonts"
import { globalCss } from "./src/theme/global-styles"

const FONT_FALLBACK_CSS = fontFallbackCss()
// The server renders every language's pages, so it has every language's words at once.
for (const language of LANGUAGES) registerWords(language, CATALOGUES[language])

// Server-rendering lifecycle APIs only; the wrappers are shared with gatsby-browser.
export { wrapPageElement } from "./src/gatsby/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: languageOfPath(pathname) })
  setHeadComponents([
    ...PRELOADED_FONTS.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    // Size-adjusted local faces that stand in until the web fonts arrive (src/theme/font-fallbacks.ts).
    <style key="font-fallbacks" data-font-fallbacks="" dangerouslySetInnerHTML={{ __html: FONT_FALLBACK_CSS }} />,
    // The site-wide rules and @font-face faces (src/theme/global-styles.ts), static for the page's life.
    <style key="global" data-global-styles="" dangerouslySetInnerHTML={{ __html: globalCss }} />,
  ])
}
