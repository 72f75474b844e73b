import type { HeadProps, PageProps } from "gatsby"
import { Seo } from "../../components/seo"
import { languageOfPath } from "../../i18n/page-language"
import { archiveWordsFor } from "../../views/archive/archive-words"
import { CompareView } from "../../views/archive/compare-view"

/** /archive/compare/?a=<slug>&b=<slug>: one static page; the two entries are read from the address in the browser. */
export default function ComparePage({ location }: PageProps) {
  return <CompareView search={location.search} />
}

/** The head is rendered outside the page's language provider (Gatsby wraps it in wrapRootElement only). */
export const Head = ({ location }: HeadProps) => {
  const { compare } = archiveWordsFor(languageOfPath(location.pathname)).archive
  return <Seo pathname={location.pathname} title={compare.heading} description={compare.description} />
}
