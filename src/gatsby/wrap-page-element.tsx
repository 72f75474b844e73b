import type { GatsbyBrowser, GatsbySSR } from "gatsby"
import { SiteFrame } from "../components/shell/site-frame"

type WrapPageElement = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]

/** Shared by gatsby-browser and gatsby-ssr, so the frame persists across client navigations. */
export const wrapPageElement: WrapPageElement = ({ element, props }) => (
  <SiteFrame pathname={props.location.pathname}>{element}</SiteFrame>
)
