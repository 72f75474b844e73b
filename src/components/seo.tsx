import { graphql, useStaticQuery } from "gatsby"
import type { PageKey } from "../constants"
import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages"
import { inPageLanguage, languageOfPath, localPath } from "../i18n/page-language"

export interface SeoProps {
  /** One of the five pages, whose title and description come from content/site … */
  page?: PageKey
  pathname: string
  /** … or a page outside the navigation (the archive's), with its own title and description. */
  title?: string
  description?: string
}

/**
 * Title, description, canonical URL and sharing cards for one page, all from content/site in the page's language
 * (English where a translation is missing: a head's texts carry no `lang` of their own), and the page's address
 * in every language (`hreflang` alternates, English the default). Gatsby renders a page's Head outside the page's
 * own tree, so the language is read from the address here.
 */
export function Seo({ page, pathname, title: ownTitle, description: ownDescription }: SeoProps) {
  const { allSiteJson } = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
      allSiteJson {
        nodes {
          language
          title
          description
          siteUrl
          shareImage {
            alt
            image {
              publicURL
            }
          }
          pages {
            key
            title
            description
          }
        }
      }
    }
  `)
  const siteJson = inPageLanguage(allSiteJson.nodes, languageOfPath(pathname))
  if (!siteJson) return null
  const entry = siteJson.pages.find((p) => p.key === page)
  const pageTitle = ownTitle ?? entry?.title
  const title = pageTitle ? `${pageTitle} · ${siteJson.title}` : siteJson.title
  const description = ownDescription ?? entry?.description ?? siteJson.description
  const url = `${siteJson.siteUrl}${pathname}`
  const image = siteJson.shareImage.image.publicURL
    ? `${siteJson.siteUrl}${siteJson.shareImage.image.publicURL}`
    : undefined
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {LANGUAGES.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={language}
          href={`${siteJson.siteUrl}${localPath(pathname, language)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${siteJson.siteUrl}${localPath(pathname, DEFAULT_LANGUAGE)}`} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteJson.title} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image} />}
      {image && <meta property="og:image:alt" content={siteJson.shareImage.alt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
      {/* theme-color, the icons and the manifest link come from gatsby-plugin-manifest (gatsby-config.ts). */}
    </>
  )
}
