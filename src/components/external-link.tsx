import * as React from "react"
import { UI_TEXT } from "../copy"

type ExternalLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { href: string }

/** A link off the site: a new tab, no opener or referrer, and a cue for screen readers. */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {UI_TEXT.opensInNewTab}</span>
    </a>
  )
}
