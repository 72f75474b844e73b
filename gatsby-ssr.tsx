import type { GatsbySSR } from "gatsby"

// Server-rendering lifecycle APIs only; the implementations live in src/gatsby/.
export { wrapPageElement } from "./src/gatsby/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}
