/**
 * Synthetic archive entries for measuring how the archive grows (npm run bench:archive-scale, and the paging
 * tests): written into a copy of the project, never into this checkout's content/.
 *
 * Entry n reuses one of the six sample takes (n mod 6), trimmed to at most ~10 s from a start frame that varies
 * with n, with one frame in its middle nudged by a few hundredths of a centimetre times n: every BVH's bytes
 * differ, so no two entries share a digest and the build's cache cannot pass one off as another. Titles, movers'
 * names and settings are invented word pairs; every entry says it is synthetic.
 */
import * as fs from "node:fs/promises"
import * as path from "node:path"

/** Seconds of motion per synthetic take, at most (the takes are 10–18 s; the shorter ones stay whole). */
export const SYNTHETIC_TAKE_S = 10
/** Start frames cycle through this many values; the nudge keeps takes with the same start apart. */
const START_FRAMES = 24
const NUDGE_CM = 0.003

const WORDS = [
  "tide",
  "loom",
  "ember",
  "reed",
  "slate",
  "harbour",
  "lantern",
  "furrow",
  "kiln",
  "meadow",
  "quay",
  "spindle",
]
const SETTINGS = [
  "an invented market",
  "an invented workshop",
  "an invented courtyard",
  "an invented kitchen",
  "an invented field",
  "an invented pier",
  "an invented stairwell",
  "an invented studio",
]
/** The same settings as a Spanish page says them: a synthetic entry is translated whole, as the samples are. */
const SETTINGS_ES = [
  "un mercado inventado",
  "un taller inventado",
  "un patio inventado",
  "una cocina inventada",
  "un campo inventado",
  "un muelle inventado",
  "una escalera inventada",
  "un estudio inventado",
]

export const syntheticSlug = (n: number): string => `synthetic-${String(n).padStart(4, "0")}`
const wordPair = (n: number): string =>
  `${WORDS[n % WORDS.length] as string} ${WORDS[Math.floor(n / WORDS.length) % WORDS.length] as string}`

/** A sample take trimmed from `start` to at most `maxFrames` frames, with frame `nudged`'s root height moved. */
export const trimmedTake = (bvh: string, start: number, maxFrames: number, nudgeCm: number): string => {
  const lines = bvh.split("\n")
  const motion = lines.findIndex((line) => line.trim() === "MOTION")
  if (motion < 0) throw new Error("no MOTION section")
  const frames = lines.slice(motion + 3).filter((line) => line.trim() !== "")
  const first = Math.min(start, Math.max(0, frames.length - 2))
  const kept = frames.slice(first, first + maxFrames)
  const middle = Math.floor(kept.length / 2)
  const values = (kept[middle] as string).trim().split(/\s+/).map(Number)
  // The root's second channel is its height in the samples (Y up; the walk's Z-up file moves sideways instead).
  values[1] = Number(((values[1] as number) + nudgeCm).toFixed(6))
  kept[middle] = values.join(" ")
  return [...lines.slice(0, motion + 1), `Frames: ${kept.length}`, lines[motion + 2] as string, ...kept, ""].join("\n")
}

interface Entry {
  slug: string
  title: string
  moverName: string
  moverWords: string
  description: string
  setting: string
  motion: string
  synthetic: boolean
  portrait?: string
  [field: string]: unknown
}

/**
 * Adds `count` synthetic entries, numbered from `from`, to the archive of the project at `projectDir` (its
 * content/archive/archive.json and motion files). Returns the new entries' slugs.
 */
export const addSyntheticEntries = async (projectDir: string, count: number, from = 1): Promise<string[]> => {
  const folder = path.join(projectDir, "content", "archive")
  const file = path.join(folder, "archive.json")
  // Stored with its languages: the English entries under "en", their Spanish under "es".
  const stored = JSON.parse(await fs.readFile(file, "utf8")) as {
    en: { entries: Entry[] }
    es?: { entries?: Record<string, unknown>[] }
  }
  const archive = stored.en
  const spanish = stored.es?.entries
  const samples = archive.entries.filter((e) => !e.slug.startsWith("synthetic-"))
  const takes = await Promise.all(samples.map((s) => fs.readFile(path.join(folder, s.motion), "utf8")))
  const slugs: string[] = []
  for (let n = from; n < from + count; n++) {
    const sample = samples[n % samples.length] as Entry
    const take = takes[n % samples.length] as string
    const frameTime = Number(/Frame Time:\s*([\d.]+)/.exec(take)?.[1])
    const slug = syntheticSlug(n)
    const motion = `motion/${slug}.bvh`
    const start = Math.floor(n / samples.length) % START_FRAMES
    await fs.writeFile(
      path.join(folder, motion),
      trimmedTake(take, start, Math.round(SYNTHETIC_TAKE_S / frameTime), NUDGE_CM * n),
    )
    const name = wordPair(n)
    const entry: Entry = {
      ...sample,
      slug,
      title: `Synthetic take ${n}: ${name}`,
      moverName: `the ${name}`,
      moverWords: "Invented words for a synthetic entry: no person said them.",
      description: `A synthetic entry for measuring the archive's growth: the sample take "${sample.title}", trimmed and nudged so that its data is its own. No person was recorded.`,
      setting: SETTINGS[n % SETTINGS.length] as string,
      motion,
      synthetic: true,
    }
    // A portrait is made from one take; a synthetic copy has none. Its words are invented, in English.
    delete entry.portrait
    delete entry.moverWordsLanguage
    delete entry.moverWordsTranslation
    archive.entries.push(entry)
    const sampleSpanish = spanish?.find((e) => e.slug === sample.slug)
    if (spanish && sampleSpanish)
      spanish.push({
        ...sampleSpanish,
        slug,
        title: `Toma sintética ${n}: ${name}`,
        moverWordsTranslation: "Palabras inventadas para una entrada sintética: nadie las dijo.",
        description: `Una entrada sintética para medir el crecimiento del archivo: la toma de muestra «${String(sampleSpanish.title)}», recortada y desplazada para que sus datos sean propios. No se grabó a ninguna persona.`,
        setting: SETTINGS_ES[n % SETTINGS_ES.length],
      })
    slugs.push(slug)
  }
  await fs.writeFile(file, JSON.stringify(stored, null, 2))
  return slugs
}
