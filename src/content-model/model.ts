/**
 * The content model: every file under content/ that the site reads, and the shape of its fields.
 * Each collection is one JSON object file named after its folder (content/<folder>/<folder>.json);
 * lists inside it keep the editor's order. Media paths are relative to the JSON file.
 *
 * From this one description come the GraphQL types (sdl.ts) and the build-time checks (validate.ts).
 */
import {
  BANNER_LAYER_COUNT,
  BANNER_SECTIONS,
  CREDIT_GROUPS,
  PAGE_KEYS,
  TECH_SLIDESHOW_IMAGE_COUNT,
  TECHNOLOGY_GRAPHICS,
} from "../constants"
import {
  boolean,
  file,
  httpsUrl,
  image,
  integer,
  list,
  object,
  objectType,
  reference,
  route,
  slug,
  text,
  type ObjectType,
  type ReferenceTarget,
} from "./fields"

const VIDEO_EXTENSIONS = [".mp4"] as const
const PDF_EXTENSIONS = [".pdf"] as const
const CAPTION_EXTENSIONS = [".vtt"] as const

/** A picture with its text alternative ("" marks a decorative picture). */
const Picture = objectType("Picture", {
  image: image(),
  alt: text({ allowEmpty: true, doc: 'what the picture shows; "" only if it is decorative' }),
})

/** A looping or interview video with the still shown before it plays. */
const Video = objectType("Video", {
  src: file(VIDEO_EXTENSIONS, { doc: "an H.264 .mp4 beside the JSON" }),
  poster: image({ doc: "the first frame, shown before the video plays" }),
  description: text({ doc: "a text alternative saying what the video shows" }),
})

const PageEntry = objectType("PageEntry", {
  key: text({ oneOf: PAGE_KEYS, doc: "which page this describes" }),
  navLabel: text({ doc: "the link text in the navigation" }),
  title: text({ doc: "the browser tab title, before the site title" }),
  description: text({ doc: "the search-engine and sharing description" }),
})

const Site = objectType("SiteJson", {
  title: text(),
  tagline: text(),
  leadArtist: text({ doc: "shown in the footer after the byline prefix" }),
  bylinePrefix: text({ doc: 'e.g. "A Project by"' }),
  description: text(),
  siteUrl: httpsUrl({ doc: "the production address, no trailing slash" }),
  shareImage: object(Picture, { doc: "the Open Graph / Twitter card image" }),
  pages: list(object(PageEntry), { min: PAGE_KEYS.length, max: PAGE_KEYS.length, unique: ["key"] }),
  notFoundTitle: text({ doc: "the heading of the page shown for an unknown address" }),
  notFoundText: text(),
  homeLinkText: text({ doc: "the link back to the landing page on the not-found and error pages" }),
})

const Sponsor = objectType("Sponsor", {
  slug: slug(),
  name: text(),
  shortName: text({ doc: "the name as it reads in a sentence" }),
  url: httpsUrl(),
  logo: image({ vector: true, doc: "an SVG or raster logo" }),
  logoAlt: text(),
})
const Sponsors = objectType("SponsorsJson", {
  sponsors: list(object(Sponsor), { min: 1, unique: ["slug"] }),
})

const AspectRatio = objectType("AspectRatio", {
  width: integer({ min: 1 }),
  height: integer({ min: 1 }),
})
const Portrait = objectType("Portrait", {
  slug: slug(),
  subject: text({ doc: "the person portrayed (invented names in sample content)" }),
  caption: text(),
  description: text({ doc: "one text alternative for the whole sequence of stills" }),
  aspectRatio: object(AspectRatio),
  stills: list(image(), { min: 1, doc: "the frames, in order" }),
})
/** A portrait named by its slug from another file. */
export const PORTRAIT: ReferenceTarget = { collection: "portraits/portraits.json", list: "portraits", noun: "portrait" }
/** A sponsor named by its slug from another file (also the `{slug}` marks in the partners sentence). */
export const SPONSOR: ReferenceTarget = { collection: "sponsors/sponsors.json", list: "sponsors", noun: "sponsor" }

const Portraits = objectType("PortraitsJson", {
  portraits: list(object(Portrait), { min: 1, unique: ["slug"] }),
})

const Banner = objectType("Banner", {
  section: text({ oneOf: BANNER_SECTIONS }),
  title: text({ doc: "the large heading over the images" }),
  layers: list(image(), {
    min: BANNER_LAYER_COUNT,
    max: BANNER_LAYER_COUNT,
    doc: "back to front; decorative",
  }),
})
const Banners = objectType("BannersJson", {
  banners: list(object(Banner), { min: 1, unique: ["section"] }),
})

const Card = objectType("OutcomeCard", {
  heading: text(),
  summary: text(),
  linkText: text(),
  linkTo: route(),
  portrait: reference(PORTRAIT, { optional: true, doc: "a portrait's slug (card shows its flipbook)" }),
  video: object(Video, { optional: true, doc: "or a looping video" }),
})
const Landing = objectType("LandingJson", {
  heroVideo: object(Video),
  questions: list(text({ doc: "**bold** marks key phrases" }), { min: 1 }),
  headline: text({ doc: "**bold** marks the project name" }),
  cards: list(object(Card), { min: 1 }),
  bandVideo: object(Video),
  scrollHint: text(),
  partnersHeading: text(),
  partnersSentence: text({ marks: SPONSOR, doc: "{slug} stands for a sponsor's link, e.g. {nea}" }),
  partnersLinkText: text(),
  partnersLinkTo: route(),
})

const Statement = objectType("PortraitsStatement", {
  text: text(),
})
const PortraitsPage = objectType("PortraitsPageJson", {
  samplePortraits: list(reference(PORTRAIT), { min: 1, doc: "portrait slugs shown first" }),
  introHeading: text(),
  intro: list(text(), { min: 1 }),
  landscape: object(Picture),
  statements: list(object(Statement), { min: 1 }),
  haiku: text({ doc: "**bold** marks the highlighted words" }),
  renderings: list(object(Picture), { min: 1 }),
  renderingsNote: text(),
  mocapPortrait: reference(PORTRAIT),
  mocapText: text(),
  drummingIntro: text(),
  drummingStills: list(object(Picture), { min: 1 }),
  drummingCaption: text(),
  sonicPortrait: reference(PORTRAIT),
  sonicText: list(text(), { min: 1 }),
  interviewHeading: text(),
  interviewVideo: object(Video),
  interviewCaptions: file(CAPTION_EXTENSIONS, { doc: "WebVTT captions for the interview" }),
  interviewCaptionsLanguage: text({ doc: "BCP 47 code, e.g. en" }),
  interviewCaptionsLabel: text(),
  interviewCredit: text(),
  interviewCreditLinkText: text(),
  interviewCreditUrl: httpsUrl(),
  prototypes: list(text(), { min: 1 }),
})

const TechnologySection = objectType("TechnologySection", {
  slug: slug(),
  question: text({ doc: "*italic* marks emphasis" }),
  paragraphs: list(text()),
  graphic: text({
    optional: true,
    oneOf: TECHNOLOGY_GRAPHICS,
    doc: "the diagram, animation or slideshow shown with this section; each at most once",
  }),
})
const SensorStill = objectType("SensorStill", {
  image: image(),
  alt: text(),
  variant: text({ oneOf: ["annotated", "original"] }),
})
const Technology = objectType("TechnologyJson", {
  sections: list(object(TechnologySection), { min: 1, unique: ["slug", "graphic"] }),
  sensorStills: list(object(SensorStill), {
    min: TECH_SLIDESHOW_IMAGE_COUNT,
    max: TECH_SLIDESHOW_IMAGE_COUNT,
  }),
  sensorSlideshowLabel: text({ doc: "names the slideshow of sensor stills for screen readers" }),
  mocapLabel: text({ doc: 'the label on the motion-capture box, "Motion Capture"' }),
  bodyLabel: text(),
  movementLabel: text(),
  canonDiagramAlt: text(),
  bodyMovementAlt: text(),
  inSituDiagramAlt: text(),
})

const Credit = objectType("Credit", {
  group: text({ oneOf: CREDIT_GROUPS }),
  name: text(),
  url: httpsUrl({ optional: true, doc: "a profile page; leave out for plain text" }),
  active: boolean({ doc: "false greys the name out" }),
})
const Credits = objectType("CreditsJson", {
  partnersHeading: text(),
  credits: list(object(Credit), { min: 1 }),
})

const Publication = objectType("Publication", {
  slug: slug(),
  title: text(),
  citation: text({ doc: "authors, venue and date" }),
  thumbnail: image({ doc: "3:4 cover" }),
  thumbnailAlt: text(),
  pdf: file(PDF_EXTENSIONS),
})
const Publications = objectType("PublicationsJson", {
  heading: text(),
  publications: list(object(Publication), { min: 1, unique: ["slug"] }),
})

const PressItem = objectType("PressItem", {
  slug: slug(),
  title: text(),
  url: httpsUrl(),
  thumbnail: image({ doc: "3:4" }),
  thumbnailAlt: text(),
})
const Press = objectType("PressJson", {
  heading: text(),
  press: list(object(PressItem), { min: 1, unique: ["slug"] }),
})

export interface Collection {
  /** Path below content/. */
  file: string
  /** The node type; gatsby-transformer-json names a single-object file after its folder. */
  type: ObjectType
}

export const COLLECTIONS: readonly Collection[] = [
  { file: "site/site.json", type: Site },
  { file: "sponsors/sponsors.json", type: Sponsors },
  { file: "portraits/portraits.json", type: Portraits },
  { file: "banners/banners.json", type: Banners },
  { file: "landing/landing.json", type: Landing },
  { file: "portraits-page/portraits-page.json", type: PortraitsPage },
  { file: "technology/technology.json", type: Technology },
  { file: "credits/credits.json", type: Credits },
  { file: "publications/publications.json", type: Publications },
  { file: "press/press.json", type: Press },
]
