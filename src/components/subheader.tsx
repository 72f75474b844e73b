import type { ReactNode } from "react"
import { subheaderCss } from "../theme/primitives"

/** An h2 under the banner's h1. */
export function Subheader({ id, lang, children }: { id?: string; lang?: string; children: ReactNode }) {
  return (
    <h2 id={id} css={subheaderCss} lang={lang}>
      {children}
    </h2>
  )
}
