import { DOWNLOAD_WORDS } from "../../archive/download-words"
import { metresPerUnitWords, UNIT_WORDS } from "../../archive/file-convention"
import { ROLE_WORDS } from "../../archive/roles"
import { SONIFICATION_PITCH_HZ, type BodyEmphasis, type DurationBand } from "../../constants"

/**
 * Interface wording of the archive's pages that belongs to its controls and figures: labels, units, states, the
 * filter's and player's words. The pages' headings and every entry's and term's words are content
 * (content/archive/archive.json, content/lexicon/lexicon.json), editable in the CMS.
 */
export const ARCHIVE_TEXT = {
  backToArchive: "← All entries",
  lexiconLink: "The lexicon of movements →",
  syntheticBadge: "Synthetic",
  duration: "Duration",
  seconds: (seconds: number) => `${seconds.toFixed(1)} s`,
  frameRate: "Frame rate",
  fps: (fps: number) => `${Number(fps.toFixed(2))} frames per second`,
  joints: "Skeleton",
  jointCount: (joints: number, ends: number) => `${joints} joints and ${ends} end points`,
  bodyEmphasis: "Body emphasis",
  /** Where a take's movement is (BODY_EMPHASES), by key: the entry's datasheet and the index's filter. */
  bodyEmphases: {
    arms: "arms",
    legs: "legs",
    torso: "torso",
    "whole body": "whole body",
  } satisfies Record<BodyEmphasis, string>,
  setting: "Setting",
  period: "Period",
  activity: "Activity",
  moversName: "The mover's name for it",
  /** Before a translation of the mover's words, which they said in the language named. */
  translatedFrom: (languageName: string) => `Translated from ${languageName}:`,
  /** Words as someone said them, quoted: a mover's name for their movement, movers' names for a term. */
  quoted: (words: string) => `“${words}”`,
  keyPoses: (title: string) => `Key poses of “${title}”, from the first frame to the last`,
  energyLine: (title: string) => `Energy of “${title}” over time`,
  filters: "Filter the entries",
  filterTerm: "Lexicon term",
  filterSetting: "Setting",
  filterEmphasis: "Body emphasis",
  filterDuration: "Duration",
  /** The filter's duration bands (DURATION_BANDS, whose bounds these name), by key. */
  durationBands: { short: "under 8 s", medium: "8–15 s", long: "15 s or more" } satisfies Record<DurationBand, string>,
  filterAny: "Any",
  clearFilters: "Show all",
  shown: (count: number, of: number) => (count === of ? `All ${of} entries` : `${count} of ${of} entries`),
  noMatch: "No entry matches these filters.",
  filterLoading: "Looking through every entry…",
  filterFailed: "The filter could not load the list of entries. The pages below still list every entry.",
  pagesNav: "Pages of entries",
  pageTitle: (heading: string, page: number, of: number) => (page > 1 ? `${heading}, page ${page} of ${of}` : heading),
  pageLink: (page: number) => `Page ${page}`,
  previousPage: "← Previous",
  nextPage: "Next →",
  entriesOnPage: (first: number, last: number, of: number) =>
    of <= last - first + 1 ? `All ${of} entries` : `Entries ${first}–${last} of ${of}`,
  // Entry page
  play: "Play",
  pause: "Pause",
  loading: "Loading…",
  loadFailed: "The movement data could not be loaded. The key poses above show the take.",
  position: "Position",
  /** The position slider's value, read aloud: "2.4 s of 9.6 s". */
  spokenTime: (time: number, duration: number) => `${time.toFixed(1)} s of ${duration.toFixed(1)} s`,
  speed: "Speed",
  viewAngle: "View angle",
  viewAngleValue: (deg: number) => `${deg}°`,
  rootMotion: "Root motion",
  travelling: "Travelling",
  inPlace: "In place",
  stageLabel: (title: string) => `Skeleton of “${title}”. Press Space to play or pause.`,
  listen: "Listen",
  stopListening: "Stop sound",
  volume: "Volume",
  soundLayers: "Sound layers",
  mappingCaption: "How the movement becomes sound",
  mapping: [
    ["loudness", "Loudness", "energy (how much the whole body moves)"],
    [
      "pitch",
      "Pitch",
      `the faster hand's speed: ${SONIFICATION_PITCH_HZ.low} Hz when still to ${SONIFICATION_PITCH_HZ.high} Hz at its fastest`,
    ],
    ["brightness", "Brightness", "that hand's height: duller near the ground, brighter overhead"],
    ["stereo", "Left / right", "that hand's side of the body"],
    ["ticks", "Ticks", "sudden jerks of that hand"],
    ["footfalls", "Soft clicks", "footfalls"],
  ] as const,
  fileConvention: "Master file",
  fileConventionValue: (convention: string) => `BVH, lengths in ${convention}; shown here Y up, in metres`,
  /**
   * The file's unit and up axis (the build's `fileConvention`, read back by src/archive/file-convention.ts): the
   * English words are the build's own.
   */
  fileConventionWords: (unit: string, axis: string) => `${unit}, ${axis} up`,
  lengthUnits: UNIT_WORDS,
  metresPerUnit: metresPerUnitWords,
  jointsUsed: "Joints the figures use",
  /** The parts of the body the figures find a joint for (src/archive/roles.ts), by role, as the build names them. */
  roleNames: ROLE_WORDS,
  referencePose: "Reference pose",
  referencePoseValue: (frames: number, stated: boolean) =>
    frames === 0
      ? "none: every frame is part of the take"
      : `the file's first ${frames === 1 ? "frame is" : `${frames} frames are`} a reference pose (${stated ? "as the entry states" : "found by the jump out of it"}), left out of the figures and the player; the BVH keeps ${frames === 1 ? "it" : "them"}`,
  filtered: "Filtered",
  filteredValue: (count: number) =>
    count === 0
      ? "nothing: no one-frame capture glitch"
      : `${count} joint ${count === 1 ? "position" : "positions"} that jumped out and back within one frame (capture glitches) replaced by ${count === 1 ? "its" : "their"} neighbours' midpoint for the figures, the table and the sound; joints.csv keeps ${count === 1 ? "it" : "them"}`,
  playerRate: "The player",
  playerRateValue: (fps: number) =>
    `${Number(fps.toFixed(2))} frames per second, fingers left out; joints.csv has every frame`,
  perSecondSummary: "Second by second (table)",
  perSecondColumns: ["Second", "Energy (m²/s²)", "Faster hand's top speed (m/s)", "Its mean height (m)", "Footfalls"],
  consentItems: [
    ["display", "Shown on this site"],
    ["download", "Downloads"],
    ["derivatives", "New works made from the data"],
    ["machineLearning", "Machine-learning training"],
    ["commercial", "Commercial use"],
  ] as const,
  agreed: "agreed",
  notAgreed: "not agreed",
  attribution: "Named as",
  attributionChoice: { name: "by name", pseudonym: "by pseudonym", anonymous: "anonymous" } as Record<string, string>,
  withdrawal: "Withdrawal",
  noProductivity: "This archive publishes no productivity or efficiency scores.",
  noDownloads: "The mover did not agree to downloads, so this entry's data can be watched and heard here only.",
  licence: "Licence",
  file: "File",
  /** What each download is, by its role (src/archive/download-words.ts): the build's own words. */
  downloadDescriptions: DOWNLOAD_WORDS,
  size: "Size",
  checksum: "sha256",
  bytes: (bytes: number) =>
    bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`,
  portraitLink: "See the portrait made from this movement →",
  // Lexicon
  definition: "Definition",
  vernacular: "Movers' names",
  broader: "Broader",
  narrower: "Narrower",
  related: "Related",
  entries: "Entries",
  allEntriesWithTerm: (count: number) => `… all ${count} entries with this term →`,
  effort: "Laban Effort (an estimate)",
  effortNote: "A heuristic reading, not a measurement: trained analysts agree on Effort only in part.",
  // Lexicon: a term's entries played in turn
  playlist: "Watch them in turn",
  playTerm: (term: string) => `Play the entries with “${term}”`,
  order: "Order",
  orders: { listed: "As listed", slowToFast: "Slow to fast", fastToSlow: "Fast to slow" } as const,
  previousEntry: "← Previous entry",
  nextEntry: "Next entry →",
  autoAdvance: "Go on to the next entry by itself",
  nowPlaying: (position: number, of: number) => `Entry ${position} of ${of}: `,
  playlistStage: (term: string, title: string) =>
    `Skeleton of “${title}”, one of the entries with “${term}”. Press Space to play or pause.`,
  speedValue: (mps: number) => `typical speed ${mps.toFixed(2)} m/s`,
  // Two takes side by side
  compare: {
    heading: "Two takes side by side",
    description: "Two movements of the archive in one player, aligned by their start or by their own tempo.",
    intro:
      "Both figures play from one clock. Aligned by start, each plays at its own speed from its first frame; aligned by tempo, the right one is slowed or hurried so its repeats fall on the left one's. The tempo is computed by the build from each take's movement energy, not chosen by anyone.",
    noScript:
      "The side-by-side player needs JavaScript. Each movement still has its own page, with its key poses, its data and its downloads:",
    toIndex: "All entries",
    toLexicon: "The lexicon",
    missing: "Pick two entries to compare: choose them on the archive's index, or from an entry's “moves like this”.",
    unknown: (slug: string) => `The archive has no entry called “${slug}”.`,
    loading: "Loading both takes…",
    failed: "The movement data could not be loaded.",
    stageLabel: (a: string, b: string) =>
      `Two skeletons side by side: “${a}” on the left in orange, “${b}” on the right in dark grey. Press Space to play or pause.`,
    sides: ["Left, in orange", "Right, in dark grey"] as const,
    alignment: "Align",
    byStart: "By start",
    byTempo: "By tempo",
    tempo: (hz: number | undefined) =>
      hz === undefined ? "no steady tempo" : `tempo ${(hz * 60).toFixed(0)} movements a minute`,
    rate: (rate: number) => `the right one plays at ${Number(rate.toFixed(2))}× its speed`,
    noTempo: "One of the takes has no steady tempo, so both are aligned by start.",
    pickHeading: "Compare two entries",
    pickFirst: "Left",
    pickSecond: "Right",
    pickSubmit: "Watch side by side",
  },
}
