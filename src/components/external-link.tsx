import type * as React from "react"
import { UI_TEXT } from "../copy"

type ExternalLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel" | "aria-label"> & {
  href: string
  /**
   * Names the link when its visible text alone would not say where it goes (e.g. "Dov Kaarinen's profile" for
   * a link reading "Dov Kaarinen"). It should begin with the visible text, so speech users can say what they see.
   */
  label?: string
}

/** A link off the site: a new tab, no opener or referrer, and a cue for screen readers. */
export function ExternalLink({ children, label, ...rest }: ExternalLinkProps) {
  if (label) {
    return (
      <a {...rest} target="_blank" rel="noopener noreferrer" aria-label={`${label} ${UI_TEXT.opensInNewTab}`}>
        {children}
      </a>
    )
  }
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {UI_TEXT.opensInNewTab}</span>
    </a>
  )
}
