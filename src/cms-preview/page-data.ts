/**
 * The draft of a content file, turned into the data a page's view takes (the shape of the page's GraphQL query,
 * Queries.*): what the build would resolve, resolved here from the draft and the other content files. What only
 * the build can make is given in its plainest form: a picture is the editor's own file (no resized set), a
 * flipbook's stills are the stills as uploaded, and the landing's drawn title has no letters (its words are in the
 * page's heading).
 */
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { parseSentence } from "../content-model/sentence"
import { count, flag, items, optionalText, record, records, text, texts, type Draft } from "./draft"

/** The URL a media value shows at in the editor, by the content file it belongs to (its CMS name). */
export type Media = (value: string, file: string) => string
/** The same for the values of one file. */
export type Asset = (value: string) => string
export const mediaOf =
  (media: Media, file: string): Asset =>
  (value) =>
    media(value, file)

const url = (asset: Asset, value: unknown): string => (text(value) === "" ? "" : asset(text(value)))

/** A picture's data for the site's image components: the file itself, its size unknown until it loads. */
export const imageData = (src: string, layout: IGatsbyImageData["layout"] = "constrained"): IGatsbyImageData => ({
  layout,
  width: 0,
  height: 0,
  images: { fallback: { src } },
})

const sharp = (asset: Asset, value: unknown) => ({ childImageSharp: { gatsbyImageData: imageData(url(asset, value)) } })

export const picture = (asset: Asset, value: unknown): Queries.ContentPictureFragment => {
  const draft = record(value)
  return { untranslated: [], alt: text(draft.alt), image: sharp(asset, draft.image) }
}

export const video = (asset: Asset, value: unknown): Queries.ContentVideoFragment => {
  const draft = record(value)
  return {
    untranslated: [],
    description: text(draft.description),
    src: { publicURL: url(asset, draft.src) },
    poster: { publicURL: url(asset, draft.poster), childImageSharp: null },
  }
}

const optionalVideo = (asset: Asset, value: unknown): Queries.ContentVideoFragment | null =>
  text(record(value).src) === "" ? null : video(asset, value)

export const sponsorLogo = (asset: Asset, value: unknown): Queries.SponsorLogoFragment => {
  const draft = record(value)
  return {
    slug: text(draft.slug),
    name: text(draft.name),
    url: text(draft.url),
    logoAlt: text(draft.logoAlt),
    untranslated: [],
    translations: [],
    logo: { publicURL: url(asset, draft.logo), intrinsicSize: null },
  }
}

/** A portrait as its flipbook takes it: one set whose only template is the still's own URL. */
export const flipbook = (asset: Asset, value: unknown): Queries.FlipbookFragment => {
  const draft = record(value)
  const ratio = record(draft.aspectRatio)
  const width = count(ratio.width, 1)
  const height = count(ratio.height, 1)
  return {
    slug: text(draft.slug),
    caption: text(draft.caption),
    description: text(draft.description),
    untranslated: [],
    translations: [],
    aspectRatio: { width, height },
    frames: {
      sets: [{ width, height, sources: [], fallback: { type: "image/*", files: [{ url: "{0}", width }] } }],
      stills: texts(draft.stills)
        .filter((still) => still !== "")
        .map((still) => ({ set: 0, values: [asset(still)] })),
    },
  }
}

/** The entries of another file's list, by slug. */
const bySlug = (file: unknown, list: string): Map<string, Draft> =>
  new Map(records(record(file)[list]).map((entry) => [text(entry.slug), entry]))

export const peopleData = (credits: unknown, sponsors: unknown, media: Media): Queries.PeoplePageQuery => {
  const asset = mediaOf(media, "sponsors")
  const draft = record(credits)
  return {
    creditsJson: {
      untranslated: [],
      partnersHeading: text(draft.partnersHeading),
      credits: records(draft.credits).map((credit) => ({
        group: text(credit.group),
        name: text(credit.name),
        url: optionalText(credit.url),
        active: flag(credit.active, true),
      })),
    },
    sponsorsJson: { sponsors: items(record(sponsors).sponsors).map((sponsor) => sponsorLogo(asset, sponsor)) },
  }
}

export const publicationsData = (
  publications: unknown,
  press: unknown,
  media: Media,
): Queries.PublicationsPageQuery => {
  const pubs = record(publications)
  const news = record(press)
  return {
    publicationsJson: {
      untranslated: [],
      heading: text(pubs.heading),
      publications: records(pubs.publications).map((publication) => ({
        untranslated: [],
        slug: text(publication.slug),
        title: text(publication.title),
        citation: text(publication.citation),
        thumbnailAlt: text(publication.thumbnailAlt),
        thumbnail: sharp(mediaOf(media, "publications"), publication.thumbnail),
      })),
    },
    pressJson: {
      untranslated: [],
      heading: text(news.heading),
      press: records(news.press).map((item) => ({
        untranslated: [],
        slug: text(item.slug),
        title: text(item.title),
        url: text(item.url),
        thumbnailAlt: text(item.thumbnailAlt),
        thumbnail: sharp(mediaOf(media, "press"), item.thumbnail),
      })),
    },
  }
}

/** The drawn title's outline is made by the build from the font; the preview's has no letters. */
const NO_OUTLINE = { viewBox: "0 0 0 0", letters: [] } as const

export const landingData = (
  landing: unknown,
  others: { site: unknown; sponsors: unknown; portraits: unknown },
  media: Media,
): Queries.LandingPageQuery => {
  const asset = mediaOf(media, "landing")
  const draft = record(landing)
  const site = record(others.site)
  const portraits = bySlug(others.portraits, "portraits")
  const sponsors = bySlug(others.sponsors, "sponsors")
  const sentence = text(draft.partnersSentence)
  const named = parseSentence(sentence).flatMap((part) => ("slug" in part ? [part.slug] : []))
  return {
    siteJson: { untranslated: [], title: text(site.title), tagline: text(site.tagline), titleOutline: NO_OUTLINE },
    landingJson: {
      untranslated: [],
      heroVideo: video(asset, draft.heroVideo),
      questions: texts(draft.questions),
      headline: text(draft.headline),
      cards: records(draft.cards).map((card) => {
        const more = record(card.moreLink)
        const portrait = portraits.get(text(card.portrait))
        return {
          untranslated: [],
          heading: text(card.heading),
          summary: text(card.summary),
          linkText: text(card.linkText),
          linkTo: text(card.linkTo),
          moreLink: text(more.text) === "" ? null : { untranslated: [], text: text(more.text), to: text(more.to) },
          portrait: portrait ? flipbook(mediaOf(media, "portraits"), portrait) : null,
          video: optionalVideo(asset, card.video),
        }
      }),
      bandVideo: video(asset, draft.bandVideo),
      scrollHint: text(draft.scrollHint),
      partnersHeading: text(draft.partnersHeading),
      partnersSentence: sentence,
      partnersSentenceSponsors: named.flatMap((slug) => {
        const sponsor = sponsors.get(slug)
        return sponsor
          ? [{ slug, shortName: text(sponsor.shortName), url: text(sponsor.url), untranslated: [], translations: [] }]
          : []
      }),
      partnersLinkText: text(draft.partnersLinkText),
      partnersLinkTo: text(draft.partnersLinkTo),
    },
    sponsorsJson: {
      sponsors: items(record(others.sponsors).sponsors).map((sponsor) =>
        sponsorLogo(mediaOf(media, "sponsors"), sponsor),
      ),
    },
  }
}

export const portraitsPageData = (
  page: unknown,
  others: { portraits: unknown; archive: unknown },
  media: Media,
): Queries.PortraitsPageQuery => {
  const draft = record(page)
  const asset = mediaOf(media, "portraits-page")
  const portraits = bySlug(others.portraits, "portraits")
  const portrait = (slug: unknown) =>
    flipbook(mediaOf(media, "portraits"), portraits.get(text(slug)) ?? { slug: text(slug) })
  return {
    portraitsPageJson: {
      untranslated: [],
      samplePortraits: items(draft.samplePortraits).map(portrait),
      introHeading: text(draft.introHeading),
      intro: texts(draft.intro),
      landscape: picture(asset, draft.landscape),
      statements: records(draft.statements).map((statement) => ({ untranslated: [], text: text(statement.text) })),
      haiku: text(draft.haiku),
      renderings: items(draft.renderings).map((rendering) => picture(asset, rendering)),
      renderingsNote: text(draft.renderingsNote),
      mocapPortrait: portrait(draft.mocapPortrait),
      mocapText: text(draft.mocapText),
      drummingIntro: text(draft.drummingIntro),
      drummingStills: items(draft.drummingStills).map((still) => picture(asset, still)),
      drummingCaption: text(draft.drummingCaption),
      sonicPortrait: portrait(draft.sonicPortrait),
      sonicText: texts(draft.sonicText),
      interviewHeading: text(draft.interviewHeading),
      interviewVideo: video(asset, draft.interviewVideo),
      interviewCaptions: { publicURL: url(asset, draft.interviewCaptions) },
      interviewCaptionsLanguage: text(draft.interviewCaptionsLanguage),
      interviewCaptionsLabel: text(draft.interviewCaptionsLabel),
      interviewCredit: text(draft.interviewCredit),
      interviewCreditLinkText: text(draft.interviewCreditLinkText),
      interviewCreditUrl: text(draft.interviewCreditUrl),
      prototypes: texts(draft.prototypes),
    },
    archiveJson: {
      entries: records(record(others.archive).entries).flatMap((entry) =>
        text(entry.portrait) === "" ? [] : [{ slug: text(entry.slug), portrait: { slug: text(entry.portrait) } }],
      ),
    },
  }
}

/** The slugs of the portraits the Portraits page shows, from its file. */
export const portraitsOnPage = (page: unknown): Set<string> => {
  const draft = record(page)
  return new Set([...texts(draft.samplePortraits), text(draft.mocapPortrait), text(draft.sonicPortrait)])
}

/** What the frame around every page (bars, banner, footer) reads from the site and banners files. */
export const siteFrameData = (site: unknown, banners: unknown, media: Media): Queries.SiteFrameQuery => {
  const draft = record(site)
  const asset = mediaOf(media, "banners")
  return {
    // The preview shows the English site (the editor's default language), so the frame has that language alone.
    name: { title: text(draft.title), leadArtist: text(draft.leadArtist), titleOutline: NO_OUTLINE },
    allSiteJson: {
      nodes: [
        {
          language: "en",
          untranslated: [],
          bylinePrefix: text(draft.bylinePrefix),
          homeLinkText: text(draft.homeLinkText),
          pages: records(draft.pages).map((page) => ({
            key: text(page.key),
            navLabel: text(page.navLabel),
            untranslated: [],
          })),
        },
      ],
    },
    bannersJson: {
      banners: records(record(banners).banners).map((banner) => ({
        section: text(banner.section),
        title: text(banner.title),
        layers: texts(banner.layers).map((layer) => ({
          childImageSharp: { gatsbyImageData: imageData(url(asset, layer), "fullWidth") },
        })),
      })),
    },
    bannerTitles: {
      nodes: [
        {
          language: "en",
          banners: records(record(banners).banners).map((banner) => ({
            section: text(banner.section),
            title: text(banner.title),
            untranslated: [],
          })),
        },
      ],
    },
  }
}
