import type * as React from "react"
import { useWords, useWordsLang } from "../i18n/page-language"

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
  const words = useWords()
  const wordsLang = useWordsLang()
  if (label) {
    return (
      <a {...rest} target="_blank" rel="noopener noreferrer" aria-label={`${label} ${words.ui.opensInNewTab}`}>
        {children}
      </a>
    )
  }
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden" lang={wordsLang}>
        {" "}
        {words.ui.opensInNewTab}
      </span>
    </a>
  )
}
