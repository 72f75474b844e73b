/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { CONTENT_DIR } from "../../test/support/content-copy"
import { COLLECTIONS } from "../content-model/model"
import type { ObjectType } from "../content-model/fields"
import { hasTranslations, identityOf } from "../content-model/translations"
import { LANGUAGES } from "../i18n/languages"
import { collectionForFields, contentFormat, withEveryLanguage } from "./content-format"

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Path = (string | number)[]

const read = (file: string) => fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")

/** A small seeded generator (mulberry32), so a failing case can be run again. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/**
 * What Decap's immutable entry does to an object of more than eight keys: its keys come back in another order. The
 * test shuffles every object's keys, at every depth, which is at least as bad.
 */
const shuffled = (value: Json, next: () => number): Json => {
  if (Array.isArray(value)) return value.map((item) => shuffled(item, next))
  if (value === null || typeof value !== "object") return value
  // Each entry takes a random sort key; sorting by it is a shuffle.
  const entries = Object.entries(value).map(([key, item]) => ({ key, item, rank: next() }))
  entries.sort((x, y) => x.rank - y.rank)
  return Object.fromEntries(entries.map(({ key, item }) => [key, shuffled(item, next)]))
}

/** Every string or number in the data, by its path. */
const leaves = (value: Json, at: Path = []): Path[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...at, index]))
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]))
  return typeof value === "string" || typeof value === "number" ? [at] : []
}

/** The value at a path, or undefined where the data has none. */
const valueAt = (data: Json, at: Path): Json | undefined =>
  at.reduce<Json | undefined>(
    (node, step) =>
      node !== null && typeof node === "object" ? (node as Record<string | number, Json>)[step] : undefined,
    data,
  )

const setAt = (data: Json, at: Path, next: Json): void => {
  let node = data as Record<string | number, Json>
  for (const step of at.slice(0, -1)) node = node[step] as Record<string | number, Json>
  const last = at.at(-1)
  if (last === undefined) throw new Error("an empty path names no field")
  node[last] = next
}

/** Saves the data the way the editor does: Decap hands the format the data and the file's top-level field names. */
const save = (file: string, data: Json) => {
  const collection = COLLECTIONS.find((c) => c.file === file)
  if (!collection) throw new Error(`no collection for ${file}`)
  return contentFormat.toFile(data, Object.keys(collection.type.fields))
}

/** The lines of `after` that are not in `before`, and the lines of `before` that are gone (a line diff by LCS). */
const lineDiff = (before: string, after: string) => {
  const a = before.split("\n")
  const b = after.split("\n")
  const width = b.length + 1
  // common[i * width + j]: the length of the longest common run of lines of a[i..] and b[j..].
  const common = new Int32Array((a.length + 1) * width)
  const at = (i: number, j: number) => common[i * width + j] ?? 0
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i * width + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1))
  const removed: string[] = []
  const added: string[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++
      j++
    } else if (j < b.length && (i === a.length || at(i, j + 1) >= at(i + 1, j))) added.push(b[j++] ?? "")
    else removed.push(a[i++] ?? "")
  }
  return { removed, added }
}

describe("the editor's content format", () => {
  it("knows every content file by its top-level fields, and no two files share them", () => {
    for (const collection of COLLECTIONS)
      expect(collectionForFields(Object.keys(collection.type.fields)).file).toBe(collection.file)
  })

  it("refuses to write data it cannot place rather than guess the file", () => {
    expect(() => contentFormat.toFile({ title: "x" }, ["title"])).toThrow(/cannot tell which content file/)
    expect(() => contentFormat.toFile({ title: "x" })).toThrow(/no file has them/)
  })

  it("reads what it writes: every committed content file comes back byte for byte", () => {
    for (const collection of COLLECTIONS) {
      const committed = read(collection.file)
      expect([collection.file, save(collection.file, contentFormat.fromFile(committed) as Json)]).toEqual([
        collection.file,
        committed,
      ])
    }
  })

  it("writes an edit of one Spanish text as that one line, inside the Spanish, the English untouched", () => {
    const committed = read("site/site.json")
    // What Decap's single_file i18n hands the format: the whole file, each language's data under its code.
    const data = shuffled(contentFormat.fromFile(committed) as Json, random(62)) as { es: { tagline: string } }
    data.es.tagline = "Tecnología como resistencia (editado)"
    const saved = save("site/site.json", data)
    const { removed, added } = lineDiff(committed, saved)
    expect(removed).toEqual([`    "tagline": ${JSON.stringify((JSON.parse(committed) as typeof data).es.tagline)},`])
    expect(added).toEqual([`    "tagline": ${JSON.stringify(data.es.tagline)},`])
    const parsed = JSON.parse(saved) as { en: unknown; es: { tagline: string } }
    expect(parsed.en).toEqual((JSON.parse(committed) as { en: unknown }).en)
    expect(parsed.es.tagline).toBe(data.es.tagline)
  })

  it("writes the Portraits page as it was when Decap's Spanish holds hidden fields' copies of the English", () => {
    const committed = read("portraits-page/portraits-page.json")
    const data = contentFormat.fromFile(committed) as { en: { [key: string]: Json }; es: { [key: string]: Json } }
    // Seen in the browser: the relation fields, hidden in the Spanish pane, still set their (English) values there.
    data.es = { ...data.es, mocapPortrait: data.en.mocapPortrait ?? null, sonicPortrait: data.en.sonicPortrait ?? null }
    expect(save("portraits-page/portraits-page.json", data)).toBe(committed)
    // A value of its own is not a copy: it is written, for the editor's check and the build to refuse.
    data.es = { ...data.es, sonicPortrait: "another-portrait" }
    expect(JSON.parse(save("portraits-page/portraits-page.json", data))).toMatchObject({
      es: { sonicPortrait: "another-portrait" },
    })
  })

  it("gives Decap every language of a file that has English alone, and writes it back as it was", () => {
    const english = (JSON.parse(read("site/site.json")) as { en: Json }).en
    const text = `${JSON.stringify({ en: english }, null, 2)}\n`
    // Decap's i18n cannot save a file missing a language: it reads each language's data and throws on none.
    expect(contentFormat.fromFile(text)).toEqual({ en: english, es: {} })
    expect(save("site/site.json", contentFormat.fromFile(text) as Json)).toBe(text)
    // A translation the editor left empty, or one Decap hands over as undefined, is not written.
    expect(save("site/site.json", { en: english, es: {} })).toBe(text)
    expect(
      contentFormat.toFile(
        { en: english, es: undefined },
        Object.keys(COLLECTIONS.find((c) => c.file === "site/site.json")?.type.fields ?? {}),
      ),
    ).toBe(text)
    // A file in one language is read as it is.
    const credits = read("credits/credits.json")
    expect(contentFormat.fromFile(credits)).toEqual(JSON.parse(credits))
    expect(withEveryLanguage(["en"])).toEqual(["en"])
  })

  it("never mistakes a file in one language for one stored with its languages: no field is named after a language", () => {
    for (const collection of COLLECTIONS)
      expect([
        collection.file,
        Object.keys(collection.type.fields).filter((name) => LANGUAGES.includes(name as never)),
      ]).toEqual([collection.file, []])
    // And the committed files with translations are the ones the model says.
    for (const collection of COLLECTIONS)
      expect([collection.file, Object.keys(JSON.parse(read(collection.file)) as object).includes("en")]).toEqual([
        collection.file,
        hasTranslations(collection.type),
      ])
  })

  /**
   * How many lines a one-field edit at `at` changes. One, but for a list item's identity (`pages[1].key`) where the
   * item in the same place in the other language names the same English item (src/content-model/translations.ts,
   * `asTheEditorWrites`): renamed in English, its translation follows (two lines); changed in the Spanish, where
   * Decap shows it though it is the English's, it stays the English item's (none).
   */
  const linesChanged = (type: ObjectType, data: Json, at: Path): number => {
    const [language, ...inFile] = at
    if (language !== "en" && language !== "es") return 1
    let holder: ObjectType = type
    let identity: string | undefined
    for (const [index, segment] of inFile.entries()) {
      if (typeof segment === "number") continue
      const field = holder.fields[segment]
      if (field === undefined) return 1
      if (index === inFile.length - 1) {
        const aligned = valueAt(data, ["en", ...inFile]) === valueAt(data, ["es", ...inFile])
        return segment === identity && aligned ? (language === "en" ? 2 : 0) : 1
      }
      identity = field.kind === "list" ? identityOf(field) : undefined
      const inner = field.kind === "list" ? field.of : field
      if (inner.kind !== "object") return 1
      holder = inner.type
    }
    return 1
  }

  it.each(COLLECTIONS.map((c) => c.file))(
    "writes a one-field edit anywhere in %s, after the editor has shuffled every key, as a one-line change",
    (file) => {
      const type = COLLECTIONS.find((c) => c.file === file)!.type
      const committed = read(file)
      const paths = leaves(JSON.parse(committed) as Json)
      const next = random(file.length * 7919)
      // Up to 40 fields a file, from every depth: the top level, list items and objects within them.
      const picked =
        paths.length <= 40
          ? paths
          : Array.from({ length: 40 }, () => paths[Math.floor(next() * paths.length)]).filter((at) => at !== undefined)
      for (const at of picked) {
        const data = shuffled(JSON.parse(committed) as Json, next)
        const edited = `edited ${at.join(".")}`
        const lines = linesChanged(type, JSON.parse(committed) as Json, at)
        setAt(data, at, edited)
        const { removed, added } = lineDiff(committed, save(file, data))
        expect({ at, removed: removed.length, added }).toEqual({
          at,
          removed: lines,
          added: Array.from({ length: lines }, () => expect.stringContaining(JSON.stringify(edited))),
        })
      }
    },
  )

  it("writes an added archive entry as its own lines, with only the comma before it changed", () => {
    // Added in English (the file holds it under "en"); its Spanish is not written yet.
    const committed = read("archive/archive.json")
    const data = shuffled(JSON.parse(committed) as Json, random(42)) as { en: { entries: Json[] } }
    const entry = shuffled(JSON.parse(committed).en.entries[0] as Json, random(7)) as Record<string, Json>
    entry.slug = "added-entry"
    data.en.entries.push(entry)
    const saved = save("archive/archive.json", data)
    const { removed, added } = lineDiff(committed, saved)
    // JSON puts a comma after the entry that was last: a line diff shows that line changed, or the new entry
    // starting one line early ("},", "{" … and the old closing brace kept as the new one's). Nothing else changes.
    const entryLines = JSON.stringify(JSON.parse(committed).en.entries[0], null, 2).split("\n").length
    expect(removed.length).toBeLessThanOrEqual(1)
    expect(removed.every((line) => line === "      }")).toBe(true)
    expect(added).toHaveLength(entryLines + removed.length)
    expect(added).toContain("      },")
    expect(added).toContain(`        "slug": "added-entry",`)
    expect(saved.endsWith("}\n")).toBe(true)
  })
})
