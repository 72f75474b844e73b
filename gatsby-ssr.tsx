import type { GatsbySSR } from "gatsby"
import { PRELOADED_FONTS } from "./src/theme/fonts"

// Server-rendering lifecycle APIs only; the wrappers are shared with gatsby-browser.
export { wrapPageElement } from "./src/gatsby/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents(
    PRELOADED_FONTS.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  )
}
