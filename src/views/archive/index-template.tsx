import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../../components/seo"
import { archiveIndexPath } from "../../constants"
import type { ArchiveIndexContext } from "../../archive/index-pages"
import { languageOfPath, localPath } from "../../i18n/page-language"
import { archiveWordsFor } from "./archive-words"
import { ArchiveIndex } from "./archive-index"

type Props = PageProps<Queries.ArchiveIndexPageQuery, ArchiveIndexContext>

/** One page of the archive's index: /archive/ is the first, /archive/page/2/ … the others (see gatsby-node). */
export default function ArchiveIndexPage({ data, location, pageContext }: Props) {
  return <ArchiveIndex data={data} search={location.search} context={pageContext} />
}

export const Head = ({
  data,
  location,
  pageContext,
}: HeadProps<Queries.ArchiveIndexPageQuery, ArchiveIndexContext>) => {
  const { page, pageCount } = pageContext
  const heading = data.archiveJson?.heading
  // The head is rendered outside the page's language provider (Gatsby wraps it in wrapRootElement only): its
  // language is its address's.
  const language = languageOfPath(location.pathname)
  const words = archiveWordsFor(language)
  return (
    <>
      <Seo
        pathname={location.pathname}
        title={heading === undefined ? undefined : words.archive.pageTitle(heading, page, pageCount)}
        description={data.archiveJson?.description}
      />
      {page > 1 && <link rel="prev" href={localPath(archiveIndexPath(page - 1), language)} />}
      {page < pageCount && <link rel="next" href={localPath(archiveIndexPath(page + 1), language)} />}
    </>
  )
}

export const query = graphql`
  query ArchiveIndexPage($skip: Int!, $limit: Int!, $first: Boolean!, $language: String = "en") {
    archiveJson(language: { eq: $language }) {
      heading
      description
      intro
      entriesHeading
      datasheetHeading
      untranslated
      datasheet @include(if: $first) {
        question
        answer
        untranslated
      }
      # In the page's language already: the entries of a language's node are its values (untranslated names the English).
      entriesPage(skip: $skip, limit: $limit) {
        slug
        title
        moverName
        setting
        untranslated
        terms {
          slug
        }
        synthetic
        derived {
          durationS
          bodyEmphasis
          cardStrip {
            ...PoseStrip
          }
        }
      }
    }
    lexiconJson {
      terms {
        slug
        name
        untranslated
        translations {
          language
          name
          untranslated
        }
      }
    }
  }
`
