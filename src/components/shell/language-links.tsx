import type { SerializedStyles } from "@emotion/react"
import type { ComponentPropsWithoutRef, MouseEvent } from "react"
import { LANGUAGE_NAMES, LANGUAGES } from "../../i18n/languages"
import { localPath, useLanguage } from "../../i18n/page-language"

/**
 * Links to this page in each other language (issue 62), each named in its own language and marked as such (`lang`,
 * `hrefLang`). A plain link, not Gatsby's: the other language's page loads afresh, with its own words' chunk and its
 * `<html lang>`. The address's query and fragment go along (the compare view is named by its query).
 */
export function LanguageLinks({
  pathname,
  linkCss,
  ...list
}: { pathname: string; linkCss?: SerializedStyles } & ComponentPropsWithoutRef<"ul">) {
  const language = useLanguage()
  const keepQuery = (event: MouseEvent<HTMLAnchorElement>) => {
    const { search, hash } = window.location
    if (search || hash) event.currentTarget.href = `${event.currentTarget.pathname}${search}${hash}`
  }
  return (
    <ul {...list} data-language-links="">
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <li key={other}>
          <a href={localPath(pathname, other)} lang={other} hrefLang={other} onClick={keepQuery} css={linkCss}>
            {LANGUAGE_NAMES[other]}
          </a>
        </li>
      ))}
    </ul>
  )
}
