import type { ReactNode } from "react"
import { subheaderCss } from "../theme/primitives"

/** An h2 under the banner's h1. */
export function Subheader({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} css={subheaderCss}>
      {children}
    </h2>
  )
}
