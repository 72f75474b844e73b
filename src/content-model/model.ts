/**
 * The content model: every file under content/ that the site reads, and the shape of its fields.
 * Each collection is one JSON object file named after its folder (content/<folder>/<folder>.json);
 * lists inside it keep the editor's order. Media paths are relative to the JSON file and sit in their field's
 * folder (`folder` on image and file fields).
 *
 * From this one description come the GraphQL types (sdl.ts) and the build-time checks (validate.ts).
 */
import {
  ARCHIVE_ROUTES,
  ATTRIBUTION_CHOICES,
  BVH_UNITS,
  BVH_UP_AXES,
  EFFORT_FACTORS,
  ROUTES,
  type PageKey,
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
  type ValueOf,
} from "./fields"

const VIDEO_EXTENSIONS = [".mp4"] as const
const PDF_EXTENSIONS = [".pdf"] as const
const CAPTION_EXTENSIONS = [".vtt"] as const

/** A picture with its text alternative ("" marks a decorative picture). */
const Picture = objectType("Picture", {
  image: image("images"),
  alt: text({ allowEmpty: true, translatable: true, doc: 'what the picture shows; "" only if it is decorative' }),
})

/** A looping or interview video with the still shown before it plays. */
const Video = objectType("Video", {
  src: file("videos", VIDEO_EXTENSIONS, { doc: "an H.264 .mp4" }),
  poster: image("videos", { doc: "the first frame, shown before the video plays" }),
  description: text({ translatable: true, doc: "a text alternative saying what the video shows" }),
})

const PageEntry = objectType("PageEntry", {
  key: text({ oneOf: PAGE_KEYS, doc: "which page this describes" }),
  navLabel: text({ translatable: true, doc: "the link text in the navigation" }),
  title: text({ translatable: true, doc: "the browser tab title, before the site title" }),
  description: text({ multiline: true, translatable: true, doc: "the search-engine and sharing description" }),
})

const Site = objectType("SiteJson", {
  title: text(),
  tagline: text({ translatable: true }),
  leadArtist: text({ doc: "shown in the footer after the byline prefix" }),
  bylinePrefix: text({ translatable: true, doc: 'e.g. "A Project by"' }),
  description: text({ multiline: true, translatable: true }),
  siteUrl: httpsUrl({ doc: "the production address, no trailing slash" }),
  shareImage: object(Picture, { doc: "the Open Graph / Twitter card image" }),
  pages: list(object(PageEntry), { min: PAGE_KEYS.length, max: PAGE_KEYS.length, unique: ["key"] }),
  notFoundTitle: text({ translatable: true, doc: "the heading of the page shown for an unknown address" }),
  notFoundText: text({ multiline: true, translatable: true }),
  homeLinkText: text({ translatable: true, doc: "the link back to the landing page on the not-found and error pages" }),
})

const Sponsor = objectType("Sponsor", {
  slug: slug(),
  name: text(),
  shortName: text({ translatable: true, doc: "the name as it reads in a sentence" }),
  url: httpsUrl(),
  logo: image("logos", { vector: true, doc: "an SVG or raster logo" }),
  logoAlt: text({ translatable: true }),
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
  caption: text({ translatable: true }),
  description: text({
    multiline: true,
    translatable: true,
    doc: "one text alternative for the whole sequence of stills",
  }),
  aspectRatio: object(AspectRatio),
  stills: list(image("stills"), { min: 1, doc: "the frames, in order" }),
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
  title: text({ translatable: true, doc: "the large heading over the images" }),
  layers: list(image("layers"), {
    min: BANNER_LAYER_COUNT,
    max: BANNER_LAYER_COUNT,
    doc: "back to front; decorative",
  }),
})
const Banners = objectType("BannersJson", {
  banners: list(object(Banner), { min: 1, unique: ["section"] }),
})

/** A link to one of the site's pages. */
const PageLink = objectType("PageLink", {
  text: text({ translatable: true }),
  to: route(),
})
const Card = objectType("OutcomeCard", {
  heading: text({ translatable: true }),
  summary: text({ multiline: true, translatable: true }),
  linkText: text({ translatable: true, doc: "the card's own link; the whole card leads there" }),
  linkTo: route(),
  moreLink: object(PageLink, { optional: true, doc: "a further link under the card's own (e.g. to the archive)" }),
  portrait: reference(PORTRAIT, { optional: true, doc: "a portrait's slug (card shows its flipbook)" }),
  video: object(Video, { optional: true, doc: "or a looping video" }),
})
const Landing = objectType("LandingJson", {
  heroVideo: object(Video),
  questions: list(text({ translatable: true, doc: "**bold** marks key phrases" }), { min: 1 }),
  headline: text({ translatable: true, doc: "**bold** marks the project name" }),
  cards: list(object(Card), { min: 1 }),
  bandVideo: object(Video),
  scrollHint: text({ translatable: true }),
  partnersHeading: text({ translatable: true }),
  partnersSentence: text({
    marks: SPONSOR,
    translatable: true,
    doc: "{slug} stands for a sponsor's link, e.g. {nea}; a translation names the same sponsors",
  }),
  partnersLinkText: text({ translatable: true }),
  partnersLinkTo: route(),
})

const Statement = objectType("PortraitsStatement", {
  text: text({ multiline: true, translatable: true }),
})
const PortraitsPage = objectType("PortraitsPageJson", {
  samplePortraits: list(reference(PORTRAIT), { min: 1, doc: "portrait slugs shown first" }),
  introHeading: text({ translatable: true }),
  intro: list(text({ multiline: true, translatable: true }), { min: 1, doc: "one entry per paragraph" }),
  landscape: object(Picture),
  statements: list(object(Statement), { min: 1 }),
  haiku: text({ multiline: true, translatable: true, doc: "**bold** marks the highlighted words" }),
  renderings: list(object(Picture), { min: 1 }),
  renderingsNote: text({ translatable: true }),
  mocapPortrait: reference(PORTRAIT),
  mocapText: text({ multiline: true, translatable: true }),
  drummingIntro: text({ multiline: true, translatable: true }),
  drummingStills: list(object(Picture), { min: 1 }),
  drummingCaption: text({ translatable: true }),
  sonicPortrait: reference(PORTRAIT),
  sonicText: list(text({ multiline: true, translatable: true }), { min: 1, doc: "one entry per paragraph" }),
  interviewHeading: text({ translatable: true }),
  interviewVideo: object(Video),
  interviewCaptions: file("captions", CAPTION_EXTENSIONS, { doc: "WebVTT captions for the interview" }),
  interviewCaptionsLanguage: text({ doc: "BCP 47 code of the captions' own language, e.g. en" }),
  interviewCaptionsLabel: text({ translatable: true, doc: "the captions' language by name, in the page's language" }),
  interviewCredit: text({ translatable: true }),
  interviewCreditLinkText: text({ translatable: true }),
  interviewCreditUrl: httpsUrl(),
  prototypes: list(text({ translatable: true }), { min: 1 }),
})

const TechnologySection = objectType("TechnologySection", {
  slug: slug(),
  question: text({ translatable: true, doc: "*italic* marks emphasis" }),
  paragraphs: list(text({ multiline: true, translatable: true })),
  graphic: text({
    optional: true,
    oneOf: TECHNOLOGY_GRAPHICS,
    doc: "the diagram, animation or slideshow shown with this section; each at most once",
  }),
})
const SensorStill = objectType("SensorStill", {
  image: image("sensors"),
  alt: text({ translatable: true }),
  variant: text({ oneOf: ["annotated", "original"] }),
})
const Technology = objectType("TechnologyJson", {
  sections: list(object(TechnologySection), { min: 1, unique: ["slug", "graphic"] }),
  sensorStills: list(object(SensorStill), {
    min: TECH_SLIDESHOW_IMAGE_COUNT,
    max: TECH_SLIDESHOW_IMAGE_COUNT,
  }),
  sensorSlideshowLabel: text({
    translatable: true,
    doc: "names the slideshow of sensor stills for screen readers",
  }),
  mocapLabel: text({ translatable: true, doc: 'the label on the motion-capture box, "Motion Capture"' }),
  bodyLabel: text({ translatable: true }),
  movementLabel: text({ translatable: true }),
  canonDiagramAlt: text({ translatable: true }),
  bodyMovementAlt: text({ translatable: true }),
  inSituDiagramAlt: text({ translatable: true }),
})

const Credit = objectType(
  "Credit",
  {
    group: text({ oneOf: CREDIT_GROUPS }),
    name: text(),
    url: httpsUrl({ optional: true, doc: "a profile page; leave out for plain text" }),
    active: boolean({ default: true, doc: "switched off, the name is greyed out" }),
  },
  { label: ["group", "name"] },
)
const Credits = objectType("CreditsJson", {
  partnersHeading: text({ translatable: true }),
  credits: list(object(Credit), { min: 1 }),
})

const Publication = objectType("Publication", {
  slug: slug(),
  title: text(),
  citation: text({ multiline: true, doc: "authors, venue and date" }),
  thumbnail: image("thumbnails", { doc: "3:4 cover" }),
  thumbnailAlt: text({ translatable: true }),
  pdf: file("pdfs", PDF_EXTENSIONS),
})
const Publications = objectType("PublicationsJson", {
  heading: text({ translatable: true }),
  publications: list(object(Publication), { min: 1, unique: ["slug"] }),
})

const PressItem = objectType("PressItem", {
  slug: slug(),
  title: text(),
  url: httpsUrl(),
  thumbnail: image("thumbnails", { doc: "3:4" }),
  thumbnailAlt: text({ translatable: true }),
})
const Press = objectType("PressJson", {
  heading: text({ translatable: true }),
  press: list(object(PressItem), { min: 1, unique: ["slug"] }),
})

type Route = (typeof ROUTES)[PageKey]
type ArchiveRoute = (typeof ARCHIVE_ROUTES)[keyof typeof ARCHIVE_ROUTES]

/** A lexicon term named by its slug, from an archive entry or from another term. */
export const LEXICON: ReferenceTarget = { collection: "lexicon/lexicon.json", list: "terms", noun: "lexicon term" }

const BVH_EXTENSIONS = [".bvh"] as const

/** What the mover agreed to, and what the archive did and could not do to protect them. */
const ArchiveConsent = objectType("ArchiveConsent", {
  display: boolean({
    explicit: true,
    doc: "the movement may be shown on this site (an entry cannot be published without it)",
  }),
  download: boolean({ explicit: true, doc: "the data files may be downloaded" }),
  derivatives: boolean({ explicit: true, doc: "others may make new works from the data" }),
  machineLearning: boolean({
    explicit: true,
    doc: "the data may train machine-learning models (off unless the mover said yes)",
  }),
  commercial: boolean({ explicit: true, doc: "the data may be used commercially" }),
  attribution: text({ oneOf: ATTRIBUTION_CHOICES, doc: "how the mover chose to be named" }),
  attributedAs: text({ optional: true, doc: "the name or pseudonym to show; leave out when anonymous" }),
  withdrawal: text({ translatable: true, doc: "how the mover (or anyone for them) can withdraw the entry" }),
  anonymisation: list(text({ translatable: true }), {
    min: 1,
    doc: "what was done to make the mover harder to identify",
  }),
  remainingRisk: text({ translatable: true, doc: "what could still identify the mover, said plainly" }),
})
const ArchiveCapture = objectType("ArchiveCapture", {
  method: text({ translatable: true, doc: "how the movement was recorded (or made)" }),
  processing: list(text({ translatable: true }), { min: 1, doc: "each processing step, in order" }),
})
const roleName = (part: string) =>
  text({ optional: true, doc: `the joint that is the ${part}, where the build's reading is wrong` })
/**
 * The joints that play the body's parts, named where the build's reading of the skeleton's shape is wrong, or for
 * a skeleton it does not read as one standing human (src/archive/shape.ts).
 */
const ArchiveRoles = objectType("ArchiveRoles", {
  root: roleName("root (the figure's centre for the hand's sideways distance)"),
  pelvis: roleName("pelvis"),
  head: roleName("head"),
  leftHand: roleName("left hand (the wrist or hand, not a finger)"),
  rightHand: roleName("right hand (the wrist or hand, not a finger)"),
  leftFoot: roleName("left foot (the ankle or foot, not a toe)"),
  rightFoot: roleName("right foot (the ankle or foot, not a toe)"),
})
export const ArchiveEntry = objectType("ArchiveEntry", {
  slug: slug(),
  title: text({ translatable: true }),
  moverName: text({ doc: "the mover's own name for the movement, as they said it (never translated)" }),
  moverWords: text({ doc: "the mover's words about it, as they said them (never translated)" }),
  moverWordsLanguage: text({
    optional: true,
    doc: "the language the mover said them in, as a language tag (es, en, pt-BR); English when left out",
  }),
  moverWordsTranslation: text({
    optional: true,
    multiline: true,
    translatable: true,
    translates: { text: "moverWords", language: "moverWordsLanguage" },
    doc: "the mover's words translated into this language, shown beside them and marked as a translation; leave empty in the mover's own language",
  }),
  description: text({ translatable: true, doc: "what happens, in plain language" }),
  activity: text({ translatable: true }),
  setting: text({ translatable: true, doc: 'coarse, e.g. "a pepper field"; never a precise place' }),
  period: text({ translatable: true, doc: 'a year or a season, e.g. "summer 2025"' }),
  portrait: reference(PORTRAIT, { optional: true, doc: "the portrait made from this movement" }),
  terms: list(reference(LEXICON), { min: 1, doc: "lexicon terms (slugs)" }),
  motion: file("motion", BVH_EXTENSIONS, {
    doc: "the BVH file in content/archive/motion/ (any name ending .bvh; an upload keeps its own name); the editor reads it and suggests its unit and up axis",
    reading: { unit: "motionUnit", up: "motionUp" },
  }),
  motionUnit: text({
    doc: `the unit of the BVH file's lengths: ${Object.keys(BVH_UNITS).join(", ")}, or metres per file unit as a number (0.0564444 for the CMU database's files)`,
  }),
  motionUp: text({
    optional: true,
    oneOf: BVH_UP_AXES,
    doc: "the BVH file's up axis (BVH does not say); y when left out",
  }),
  roles: object(ArchiveRoles, {
    optional: true,
    doc: "joint names for the body's parts, where the build's reading of the skeleton is wrong or it refuses the file",
  }),
  referenceFrames: integer({
    optional: true,
    min: 0,
    doc: "how many leading frames are a reference pose, not the take (found by the build when left out)",
  }),
  capture: object(ArchiveCapture),
  synthetic: boolean({ explicit: true, doc: "true when no person was recorded (generated movement)" }),
  licence: text(),
  offerDownloads: boolean({ default: false, doc: "publish the data files; needs consent.download" }),
  consent: object(ArchiveConsent),
})
/** An archive entry as content/archive/archive.json holds it: the archive's code reads entries by this type. */
export type ArchiveEntryValue = ValueOf<typeof ArchiveEntry>

/** The section headings of every entry's page (the entry's own words come from its entry). */
export const ArchiveEntryHeadings = objectType("ArchiveEntryHeadings", {
  player: text({ translatable: true, doc: 'over the player, e.g. "Watch"' }),
  sound: text({ translatable: true, doc: 'over the sound controls in the player, e.g. "Listen"' }),
  about: text({
    translatable: true,
    doc: "over the description, the mover's words and the activity, setting and period",
  }),
  moverWords: text({ translatable: true, doc: "over the mover's own words about the movement" }),
  data: text({ translatable: true, doc: "over the figures derived from the motion data" }),
  terms: text({ translatable: true, doc: "over the entry's lexicon terms" }),
  provenance: text({ translatable: true, doc: "over how the movement was captured and processed" }),
  capture: text({ translatable: true, doc: "over the capture method" }),
  processing: text({ translatable: true, doc: "over the processing steps" }),
  consent: text({ translatable: true, doc: "over what the mover agreed to" }),
  anonymisation: text({ translatable: true, doc: "over what was done to make the mover harder to identify" }),
  remainingRisk: text({ translatable: true, doc: "over what could still identify the mover" }),
  downloads: text({ translatable: true, doc: "over the licence and the data files" }),
  cite: text({ translatable: true, doc: "over the citation" }),
})
const DatasheetAnswer = objectType("DatasheetAnswer", {
  question: text({ translatable: true }),
  answer: text({ translatable: true }),
})
export const Archive = objectType("ArchiveJson", {
  heading: text({ translatable: true, doc: "the archive page's heading and tab title" }),
  description: text({ translatable: true, doc: "the search-engine and sharing description" }),
  intro: list(text({ translatable: true }), { min: 1 }),
  entriesHeading: text({ translatable: true, doc: "the heading over the index's entries and their filter" }),
  datasheetHeading: text({
    translatable: true,
    doc: "the heading of the collection's datasheet, on the index's first page",
  }),
  syntheticNotice: text({ translatable: true, doc: "shown on every synthetic entry: that no person was recorded" }),
  datasheet: list(object(DatasheetAnswer), { min: 7, max: 7, doc: "the seven questions of Datasheets for Datasets" }),
  citation: text({ translatable: true, doc: "how to cite an entry; {title}, {url} and {year} are filled in" }),
  entryHeadings: object(ArchiveEntryHeadings, { doc: "the section headings of every entry's page" }),
  entries: list(object(ArchiveEntry), { min: 1, unique: ["slug"], nodes: true }),
})

/** The archive's file as content/archive/archive.json holds it. */
export type ArchiveValue = ValueOf<typeof Archive>

const EffortReading = objectType("EffortReading", {
  space: text({ oneOf: EFFORT_FACTORS.space }),
  weight: text({ oneOf: EFFORT_FACTORS.weight }),
  time: text({ oneOf: EFFORT_FACTORS.time }),
  flow: text({ oneOf: EFFORT_FACTORS.flow }),
  basis: text({ translatable: true, doc: "how the reading was made; it is always an estimate" }),
})
const LexiconTerm = objectType("LexiconTerm", {
  slug: slug(),
  name: text({ translatable: true }),
  definition: text({ translatable: true }),
  vernacular: list(text(), { doc: "the movers' own names for it, as they said them (never translated)" }),
  broader: list(reference(LEXICON)),
  narrower: list(reference(LEXICON)),
  related: list(reference(LEXICON)),
  effort: object(EffortReading, { optional: true, doc: "a Laban Effort reading, an estimate" }),
})
const Lexicon = objectType("LexiconJson", {
  heading: text({ translatable: true, doc: "the lexicon page's heading and tab title" }),
  description: text({ translatable: true, doc: "the search-engine and sharing description" }),
  intro: text({ translatable: true }),
  terms: list(object(LexiconTerm), { min: 1, unique: ["slug"] }),
})

export interface Collection {
  /** Path below content/. */
  file: string
  /** The node type; gatsby-transformer-json names a single-object file after its folder. */
  type: ObjectType
  /** What editors call the file (the CMS's list of files); every collection below names one. */
  label?: string
  /** The page that shows the file best (the CMS's "View Preview" link on a deploy preview). */
  page?: Route | ArchiveRoute
}

export const COLLECTIONS: readonly Collection[] = [
  { file: "site/site.json", type: Site, label: "Site settings and page titles", page: ROUTES.project },
  { file: "sponsors/sponsors.json", type: Sponsors, label: "Sponsors", page: ROUTES.people },
  { file: "portraits/portraits.json", type: Portraits, label: "Portraits", page: ROUTES.portraits },
  { file: "banners/banners.json", type: Banners, label: "Banners", page: ROUTES.technology },
  { file: "landing/landing.json", type: Landing, label: "Landing page", page: ROUTES.project },
  { file: "portraits-page/portraits-page.json", type: PortraitsPage, label: "Portraits page", page: ROUTES.portraits },
  { file: "technology/technology.json", type: Technology, label: "Technology page", page: ROUTES.technology },
  { file: "credits/credits.json", type: Credits, label: "Credits (People page)", page: ROUTES.people },
  { file: "publications/publications.json", type: Publications, label: "Publications", page: ROUTES.publications },
  { file: "press/press.json", type: Press, label: "Press", page: ROUTES.publications },
  { file: "archive/archive.json", type: Archive, label: "Archive entries", page: ARCHIVE_ROUTES.archive },
  { file: "lexicon/lexicon.json", type: Lexicon, label: "Archive lexicon", page: ARCHIVE_ROUTES.lexicon },
]
