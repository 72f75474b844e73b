import type { GatsbyBrowser } from "gatsby"
import { logFailedScripts } from "./chunk-errors"
import { takeOverScrollRestoration } from "./scroll"

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  takeOverScrollRestoration()
  logFailedScripts()
}
