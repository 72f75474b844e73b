/**
 * Every number and fixed list the design names (docs/design.md, "Constants" and "Pages and routes"), in one place.
 * Components, styles, content validation and tests import from here; nothing repeats these literals.
 */

/** Nav bar solid threshold: the nav is transparent while scrollY ≤ this, solid above it. */
export const NAV_SOLID_SCROLL_PX = 250
/** Landing colour transition completes: background and video inversion are complete at this scrollY. */
export const LANDING_COLOUR_COMPLETE_PX = 1000
/** Scroll hint cutoff: the 'Scroll ↓' hint shows only while scrollY is below this. */
export const SCROLL_HINT_CUTOFF_PX = 500
/** Footer fall distance: the footer letters move and fade within this distance of the page bottom. */
export const FOOTER_FALL_DISTANCE_PX = 300
/** Title fade-in delay. */
export const TITLE_FADE_IN_DELAY_MS = 5000
/** Letter draw tick (the existing site's per-letter interval; we animate on the compositor instead). */
export const LETTER_DRAW_TICK_MS = 5
/** Question visibility threshold (IntersectionObserver threshold). */
export const QUESTION_VISIBILITY_THRESHOLD = 0.8
/** Portrait slideshow interval. */
export const PORTRAIT_FRAME_INTERVAL_MS = 400
/**
 * Launch still counts (docs/design.md, "Portrait flipbooks"): how many stills each of the six portraits has, by slug.
 */
export const PORTRAIT_STILL_COUNTS = {
  drumming: 22,
  "mocap-footage": 9,
  burlesque: 15,
  traffic: 17,
  harvest: 25,
  pastry: 21,
} as const
/** Technology slideshow: image count and interval. */
export const TECH_SLIDESHOW_IMAGE_COUNT = 8
export const TECH_SLIDESHOW_INTERVAL_MS = 1500
/** Figure animation cycle. */
export const FIGURE_CYCLE_MS = 3000
/** Mocap box cycle. */
export const MOCAP_BOX_CYCLE_MS = 2500
/** Body/movement demo cycle. */
export const BODY_MOVEMENT_CYCLE_MS = 5000
/** Sensor stage cycle. */
export const SENSOR_STAGE_CYCLE_MS = 3000
/**
 * The graphics a Technology question section can show beside or below its text (docs/design.md, "Technology page").
 * Each appears at most once on the page; which section shows which is the editors' choice.
 */
export const TECHNOLOGY_GRAPHICS = ["canon-diagram", "body-movement", "in-situ-diagram", "sensor-slideshow"] as const
export type TechnologyGraphic = (typeof TECHNOLOGY_GRAPHICS)[number]
/** Mocap skew. */
export const MOCAP_SKEW_DEG = 45
/** Diagram scaling: the canon diagram scales by width/this below it; the moveable (in-situ) one by width/that. */
export const CANON_DIAGRAM_WIDTH_PX = 1100
export const IN_SITU_DIAGRAM_WIDTH_PX = 900
/** Breakpoints (desktop-first max-width queries). */
export const BREAKPOINT_PX = { laptop: 1100, tablet: 800, phone: 600 } as const
/** Figure viewBox. */
export const FIGURE_VIEWBOX = { width: 200, height: 350 } as const
export const OUTLINE_FIGURE_VIEWBOX = { width: 129.1, height: 306.7 } as const
/** Scroll-to-top delay after navigation. */
export const SCROLL_TO_TOP_DELAY_MS = 100
/** Content bottom margin: default, and at tablet width. */
export const CONTENT_BOTTOM_MARGIN_PX = { default: 200, tablet: 50 } as const

/** The routes (docs/design.md, "Pages and routes"). Gatsby serves them with a trailing slash. */
export const ROUTES = {
  project: "/",
  portraits: "/portraits/",
  technology: "/technology/",
  people: "/people/",
  publications: "/publications/",
} as const
export type PageKey = keyof typeof ROUTES
export const PAGE_KEYS = Object.keys(ROUTES) as PageKey[]

/**
 * The banner sections (docs/design.md, "Section banner"); an unknown section falls back to the portraits set. The
 * archive has a set of its own too, shown on every page under its route.
 */
export const BANNER_SECTIONS = ["technology", "portraits", "people", "publications", "archive"] as const
export type BannerSection = (typeof BANNER_SECTIONS)[number]
export const FALLBACK_BANNER_SECTION: BannerSection = "portraits"
/** The banner: three layered images per section. */
export const BANNER_LAYER_COUNT = 3

/** The credit groups (docs/design.md, "People page"), in the order the page shows them. */
export const CREDIT_GROUPS = [
  "Lead Artist",
  "Data Collection",
  "Animation",
  "Sound",
  "Motion Capture & Engineering",
  "Installation Design",
  "Technical Production",
  "Creative Production & Administration",
  "Website",
  "Data Ethics",
  "Additional Consultants",
] as const
export type CreditGroup = (typeof CREDIT_GROUPS)[number]

/**
 * The future archive (issue 15; docs/design.md, "The future archive").
 * Its pages sit under /archive/ and stay out of the five-link navigation.
 */
export const ARCHIVE_ROUTES = {
  archive: "/archive/",
  lexicon: "/archive/lexicon/",
  /** Two takes side by side (issue 51): a static page that reads ?a=<slug>&b=<slug> in the browser. */
  compare: "/archive/compare/",
} as const
export const archiveEntryPath = (slug: string): string => `${ARCHIVE_ROUTES.archive}${slug}/`
/**
 * The archive's index shows this many entries per page: /archive/ the first page, /archive/page/2/ … the rest. At
 * about 1.3 KB of page data and 2 KB of HTML per card (title, mover's name, four key poses), a page stays well
 * within the page budgets below whatever the archive's size; 12 fills whole rows at 1, 2, 3 and 4 columns.
 */
export const ARCHIVE_PAGE_SIZE = 12
/** Numbered page links shown on each side of the current one (the first and last are always shown). */
export const ARCHIVE_PAGE_LINK_SPAN = 2
export const archiveIndexPath = (page: number): string =>
  page <= 1 ? ARCHIVE_ROUTES.archive : `${ARCHIVE_ROUTES.archive}page/${page}/`
/** Entries the lexicon links under each term; past that, one link to the archive filtered by the term. */
export const ARCHIVE_LEXICON_ENTRY_LINKS = 8
/**
 * "Moves like this" (docs/similarity.md): each entry page lists this many of the entries whose movement is
 * nearest by the descriptor in src/archive/similarity.ts (fewer when the archive holds fewer others).
 */
export const ARCHIVE_SIMILAR_COUNT = 4
/**
 * The movement descriptor's settings (src/archive/similarity.ts, docs/similarity.md). Every take is resampled to
 * `rateHz` before anything is measured, each sample the mean over `smoothS` around it, so a 120 Hz and a 30 Hz
 * capture of one movement read alike and a sensor's jitter is not movement; speeds are in standing heights per
 * second. A frame is still when no hand, foot or the head moves faster than `stillHeightsPerS` relative to the
 * pelvis and the pelvis itself moves slower than that; the moving part of a take starts and ends where the median
 * speed over `settleS` reaches that. Tempo is the period (between `tempoPeriodS.min` and `.max`) at which the
 * movement best repeats itself, sought in log speeds less their mean over `levelS` and blurred over `beatBlurS`.
 * Jerk is taken over `jerkStepS` steps; moving together or in turn is the median of `togetherWindowS` windows. A
 * reason in words names at most `reasonParts` of the aspects both entries share, only those within `agreeWithin`
 * of one scale apart.
 */
export const SIMILARITY = {
  rateHz: 30,
  /** The quantiles a distribution is read at: its usual value, its high, its peak and its low. */
  quantile: { usual: 0.5, high: 0.9, peak: 0.95, low: 0.05 },
  stillHeightsPerS: 0.06,
  tempoPeriodS: { min: 0.25, max: 3 },
  smoothS: 0.1,
  settleS: 0.5,
  levelS: 2,
  beatBlurS: 0.2,
  togetherWindowS: 2,
  jerkStepS: 0.1,
  reasonParts: 2,
  agreeWithin: 1,
} as const
/** One head's height as a share of the standing height (the figure-drawing canon of eight heads). */
const HEAD_HEIGHTS = 1 / 8
/**
 * The descriptor's dimensions, grouped by aspect, each with the fixed scale its differences are divided by (about
 * the spread of that figure between movements that read as different kinds, so one scale apart is "noticeably
 * different") and its weight within its aspect (each aspect weighs 1 in the distance, shared by its dimensions).
 * Fixed rather than standardised over the archive, so a new entry changes no distance between two others, and no
 * other entry's list unless it enters that list. Speeds as log2 of standing heights per second (one scale: twice
 * as fast), lengths in standing heights (one scale: a head's height), jerk as log10(1 + jerk / a still jerk), tempo
 * as log2 of beats a second, shares from 0 to 1, correlations from -1 to 1, Effort poles from -1 to 1. Why each
 * scale is what it is: docs/similarity.md.
 */
export const SIMILARITY_DIMENSIONS = {
  handSpeed: { aspect: "speed", scale: 1, weight: 1 },
  handSpeedHigh: { aspect: "speed", scale: 1, weight: 1 },
  footSpeed: { aspect: "speed", scale: 1, weight: 1 },
  footSpeedHigh: { aspect: "speed", scale: 1, weight: 1 },
  headSpeed: { aspect: "speed", scale: 1, weight: 1 },
  travel: { aspect: "speed", scale: 1, weight: 1 },
  handJerk: { aspect: "dynamics", scale: 0.4, weight: 1 },
  handJerkHigh: { aspect: "dynamics", scale: 0.4, weight: 1 },
  footJerkHigh: { aspect: "dynamics", scale: 0.4, weight: 1 },
  suddenness: { aspect: "dynamics", scale: 1, weight: 1 },
  tempo: { aspect: "tempo", scale: 0.5, weight: 1 },
  regularity: { aspect: "tempo", scale: 0.3, weight: 1 },
  handShare: { aspect: "lead", scale: 0.2, weight: 1 },
  footShare: { aspect: "lead", scale: 0.2, weight: 1 },
  headShare: { aspect: "lead", scale: 0.2, weight: 1 },
  pelvisHeight: { aspect: "vertical", scale: HEAD_HEIGHTS, weight: 1 },
  reach: { aspect: "vertical", scale: HEAD_HEIGHTS, weight: 1 },
  handRange: { aspect: "vertical", scale: HEAD_HEIGHTS, weight: 1 },
  bounce: { aspect: "vertical", scale: HEAD_HEIGHTS, weight: 1 },
  handBalance: { aspect: "symmetry", scale: 0.3, weight: 1 },
  footBalance: { aspect: "symmetry", scale: 0.3, weight: 1 },
  handsTogether: { aspect: "symmetry", scale: 0.5, weight: 1 },
  feetTogether: { aspect: "symmetry", scale: 0.5, weight: 1 },
  stillShare: { aspect: "stillness", scale: 0.2, weight: 1 },
} as const
/**
 * What a take does, in the body's own frame (src/archive/pose.ts, docs/similarity.md): features at `rateHz`, the
 * facing read from the hips' and shoulders' lines over `headingS`; lengths divided by `lengthScale` standing
 * heights (a head's height), the pelvis's travel by `travelScale` heights a second, turning by `turnScale` radians
 * a second; the net turn over the take in `turnedScale` radians (an eighth of a turn), weighing `turnedWeight`
 * means or spreads. The hands', feet's and head's means are taken partly from the take's opening stance: less
 * `openingWeight` of their mean over the first `openingS` seconds (measured on labelled real takes: any weight from
 * 0.6 to 0.85 over 0.8 to 2 s did as well; docs/similarity.md, "What it does: the pose summary").
 */
export const POSE = {
  rateHz: 10,
  headingS: 0.5,
  openingS: 1,
  openingWeight: 0.75,
  lengthScale: 1 / 8,
  travelScale: 0.25,
  turnScale: 0.5,
  turnedScale: Math.PI / 4,
  turnedWeight: 2,
} as const
/**
 * How "moves like this" ranks (src/archive/similarity.ts, docs/similarity.md): by what the takes do (the pose
 * summaries' distance), a match that needs a mirror `mirrorPenalty` farther (about the 90th percentile of the
 * distance between two takes of one movement in different styles, so the same-side takes come first). Beside the
 * list, "the same movement, done differently" is a take within `sameMovement` of this one in what it does and at
 * least `doneDifferently` from it in how it moves (the descriptor's distance); "a different movement, done the same
 * way" one at least `otherMovement` away in what it does and within `doneAlike` in how.
 */
export const SIMILARITY_LIST = {
  mirrorPenalty: 0.5,
  sameMovement: 0.25,
  doneDifferently: 1,
  otherMovement: 0.8,
  doneAlike: 0.6,
} as const
/**
 * The similarity bench (scripts/bench-similarity.ts): each take's `listed` nearest are read as an entry page's list
 * is (ARCHIVE_SIMILAR_COUNT), and the plain baselines see the take at `baselineRateHz`. The two-stage ranking it
 * measures beside the site's (docs/similarity.md, "What it does: the pose summary"): the pose summary shortlists
 * `shortlist` takes, then time warping over the pose frames within a Sakoe-Chiba band of `band` of the longer take,
 * blended with the summary's distance at `blend` (0 the summary alone, 1 time warping alone), orders them.
 */
export const SIMILAR_BENCH = {
  listed: 4,
  baselineRateHz: 10,
  twoStage: { shortlist: 16, band: 0.2, blend: 0.5 },
} as const
/** Laban Effort, from the entry's lexicon terms where they give a reading: counted only when both entries have one. */
export const SIMILARITY_EFFORT = { scale: 1, weight: 0.5 } as const
/**
 * Where the reasons' words begin (same units as SIMILARITY_DIMENSIONS): a part of the body leads when it has at
 * least `leadShare` of the movement; a take is mostly still from `mostlyStill`;
 * strikes are sudden when the hands' fast moments are `sudden` (log2) times their usual speed, smooth under
 * `smooth`; regular from `regular`, and two tempos the same within `sameTempo` (log2, about 11 %); low when the pelvis stays under `low` of the standing height; reaching overhead
 * above `overhead`; travelling from `travel` H/s; left and right alternate under `alternate`, go together above
 * `together` with a balance of at least `balanced`, and one hand does the work under `oneSided`.
 */
export const SIMILARITY_WORDS = {
  leadShare: 0.45,
  mostlyStill: 0.5,
  sudden: 1.6,
  smooth: 0.8,
  regular: 0.5,
  sameTempo: 0.15,
  low: 0.4,
  overhead: 0.9,
  travel: 0.2,
  alternate: -0.3,
  together: 0.5,
  balanced: 0.6,
  oneSided: 0.4,
} as const
/**
 * Where a reason says how another take of the same movement differs (units of SIMILARITY_DIMENSIONS): slower or
 * quicker from `speed` (log2: a factor of 1.4 in the hands' and feet's high speeds), lower or higher from `reach`
 * and smaller or larger from `range` (standing heights: half a head), more sudden or smoother from `sudden`
 * (log2), in turn rather than together when one take's hands move `together` (or more) as in a mirror and the
 * other's `inTurn` (or less). At most `parts` differences are named, the clearest first.
 */
export const SIMILARITY_DIFFERS = {
  speed: 0.5,
  reach: 1 / 16,
  range: 1 / 16,
  sudden: 0.5,
  together: 0.5,
  inTurn: -0.3,
  parts: 2,
} as const
/** Key poses on an index card (of the entry's ARCHIVE_POSE_STRIP_POSES). */
export const ARCHIVE_CARD_POSES = 4
/**
 * Page budgets, uncompressed, as the browser tests weigh them: page-data.json for every page; the HTML for the
 * archive's pages, which must hold at any size of the archive (the five spec pages inline their figures).
 */
export const PAGE_BUDGET_BYTES = { html: 80 * 1024, pageData: 25 * 1024 } as const
/** How a mover chose to be named with their data. */
export const ATTRIBUTION_CHOICES = ["name", "pseudonym", "anonymous"] as const
/**
 * The units a BVH file's lengths can be named in (BVH itself does not say), and metres per unit. An entry may
 * give metres per unit as a number instead, for units with no name.
 */
export const BVH_UNITS = { m: 1, dm: 0.1, cm: 0.01, mm: 0.001, in: 0.0254, ft: 0.3048 } as const
export type BvhUnit = keyof typeof BVH_UNITS
/** Units with no name that exporters use: the CMU database's BVH conversion scales inches by 0.45. */
export const BVH_UNNAMED_UNITS = { "CMU (1/0.45 inch)": 0.0254 / 0.45 } as const
/**
 * The axes a BVH file can put up (the file does not say); the archive's own convention is Y up. An entry writes
 * them as the inspector and the editor offer them: "y", "z" and "x" for the positive axes (older entries say "y" or
 * "z"), "-y", "-z" and "-x" for the negative ones (a depth camera's body tracking puts the head at -y).
 */
export const BVH_UP_AXES = ["y", "z", "-y", "-z", "x", "-x"] as const
export type BvhUpAxis = (typeof BVH_UP_AXES)[number]
/**
 * A header's "Frames:" count may miss the frame lines it heads by at most this many (other readers load such files:
 * a converter that counts from 0, a line lost to a trailing newline); the archive reads the lines there are and
 * warns. A larger difference is refused, naming the header's line.
 */
export const BVH_FRAME_COUNT_SLACK = 2
/** A figure's standing height must come out within this range (metres) under its entry's unit and axis. */
export const STANDING_HEIGHT_RANGE_M = { min: 0.9, max: 2.4 } as const
/** The height the inspector aims at when it suggests a unit: an adult's, roughly. */
export const TYPICAL_STANDING_HEIGHT_M = 1.7
/** Frame rates that capture systems run at; a file's rate within the tolerance (a fraction) of one is shown as it. */
export const NOMINAL_FRAME_RATES = [
  24, 25, 30, 48, 50, 60, 72, 90, 100, 120, 125, 150, 180, 200, 240, 250, 300, 360, 480, 500, 1000,
] as const
export const NOMINAL_FRAME_RATE_TOLERANCE = 0.001
/**
 * A leading reference pose (a T-pose before the take): the first frames count as one when the jump out of them,
 * as the mean distance the joints move in one frame, is at least `minJumpM` and `jumpFactor` times the take's
 * median frame-to-frame motion; at most `maxFrames` are looked at.
 */
export const REFERENCE_POSE = { maxFrames: 10, jumpFactor: 8, minJumpM: 0.05 } as const
/**
 * A joint that leaves its path for one frame faster than this (m/s, out and back again) is a capture glitch, not
 * movement: the figures that drive the sound and the tables use the midpoint of its neighbours there.
 */
export const SPIKE_SPEED_M_S = 10
/** The player's data: at most this many frames per second, within this many gzip bytes per 10 s of take. */
export const PLAYER_MAX_FPS = 60
export const PLAYER_GZIP_BYTES_PER_10_S = 30_000
/** Laban Effort factors and their poles (an entry's reading is always labelled an estimate). */
export const EFFORT_FACTORS = {
  space: ["direct", "indirect"],
  weight: ["strong", "light"],
  time: ["sudden", "sustained"],
  flow: ["bound", "free"],
} as const
/** Key poses in an entry's still strip, and points in its energy line. */
export const ARCHIVE_POSE_STRIP_POSES = 8
export const ARCHIVE_SPARKLINE_POINTS = 48
/** The player's speeds, slowest to fastest, and the default. */
export const PLAYER_SPEEDS = [0.25, 0.5, 1, 1.5, 2] as const
/**
 * The compare view's tempo alignment plays the second take at (its tempo ÷ the first's) of its own speed against
 * the first, kept within these bounds so a take is never slowed or hurried past what still reads as itself.
 */
export const COMPARE_RATE_RANGE = { low: 0.25, high: 4 } as const
/** The compare view's two figures stand at these shares of the stage's width (left: the first take). */
export const COMPARE_FIGURE_AT = [0.3, 0.7] as const
/** Sonification: the faster hand's speed maps to pitch between these (Hz). */
export const SONIFICATION_PITCH_HZ = { low: 110, high: 880 } as const
/**
 * Body regions an entry can put its emphasis on, derived from where the movement is (src/archive/entry-files.ts);
 * the pages say them in their words (`bodyEmphases` in src/views/archive/copy.ts and each catalogue), by key.
 */
export const BODY_EMPHASES = ["arms", "legs", "torso", "whole body"] as const
export type BodyEmphasis = (typeof BODY_EMPHASES)[number]
/**
 * Duration bands for the archive's filter (seconds, lower bound inclusive). Their names are the page's words
 * (`durationBands` in src/views/archive/copy.ts and each language's catalogue), by key.
 */
export const DURATION_BANDS = [
  { key: "short", min: 0, max: 8 },
  { key: "medium", min: 8, max: 15 },
  { key: "long", min: 15, max: Infinity },
] as const
export type DurationBand = (typeof DURATION_BANDS)[number]["key"]
/** The files under an archive entry's folder (/archive/<slug>/), by role. The BVH keeps its entry's slug as its name. */
export const ARCHIVE_FILE_NAMES = {
  joints: "joints.csv",
  features: "features.csv",
  motion: "motion.json",
  datasheet: "datasheet.md",
  checksums: "SHA256SUMS",
} as const
/**
 * How far a portrait's still may differ in shape (width ÷ height, as shown) from the portrait's declared
 * aspectRatio before the build warns that the page would crop it: 2 %.
 */
export const ASPECT_RATIO_TOLERANCE = 0.02

/**
 * Machine-readable consent (docs/editing.md, "Add an archive entry"): what an archive entry whose mover did not
 * agree to machine-learning training says to crawlers and dataset builders, on its page, its page's data and its files.
 *
 * Crawlers that gather pages to train machine-learning models, by the user-agent token each operator names for
 * robots.txt. robots.txt is the one signal all of them say they follow; each gets a group disallowing the refusing
 * entries' paths (the rest of the site stays open to them, as to everyone).
 */
export const AI_TRAINING_CRAWLERS = [
  "GPTBot", // OpenAI's crawler for training its models
  "Google-Extended", // Google's token for Gemini training (no crawler of its own: Googlebot reads this group)
  "CCBot", // Common Crawl, whose corpus most open training sets are built from
  "ClaudeBot", // Anthropic's crawler for training its models
  "anthropic-ai", // Anthropic's earlier token, still honoured
  "PerplexityBot", // Perplexity's crawler
  "Bytespider", // ByteDance's crawler
  "Applebot-Extended", // Apple's token for training (Applebot reads this group)
  "Meta-ExternalAgent", // Meta's crawler for training its models
] as const
/**
 * The X-Robots-Tag directives that refuse use in AI datasets: "noai" (the work) and "noimageai" (its pictures), a
 * convention begun by DeviantArt in 2022 and honoured by default by img2dataset, the tool that built the LAION sets.
 * None of the crawlers above documents reading them; they are sent for the dataset tools that do.
 */
export const AI_REFUSAL_DIRECTIVES = ["noai", "noimageai"] as const
/**
 * The W3C TDM Reservation Protocol (TDMRep, Community Group final report, 2024): `tdm-reservation: 1` reserves the
 * rights of text and data mining (the EU's DSM directive, article 4) for the resource it is sent with. A
 * `tdm-policy` header would point at a policy offering licences; the project has none, so it is left out.
 */
export const TDM_RESERVATION_HEADER = { key: "tdm-reservation", value: "1" } as const
/** TDMRep's site-wide file: the paths whose mining rights are reserved. */
export const TDMREP_PATH = "/.well-known/tdmrep.json"
