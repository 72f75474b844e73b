import type { HeadProps, PageProps } from "gatsby"
import { Seo } from "../../components/seo"
import { CompareView } from "../../views/archive/compare-view"
import { ARCHIVE_TEXT } from "../../views/archive/copy"

/** /archive/compare/?a=<slug>&b=<slug>: one static page; the two entries are read from the address in the browser. */
export default function ComparePage({ location }: PageProps) {
  return <CompareView search={location.search} />
}

export const Head = ({ location }: HeadProps) => (
  <Seo
    pathname={location.pathname}
    title={ARCHIVE_TEXT.compare.heading}
    description={ARCHIVE_TEXT.compare.description}
  />
)
