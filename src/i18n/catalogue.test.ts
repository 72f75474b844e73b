/**
 * Every interface word in every language (issue 62): the same words as the English catalogue, none empty, none
 * left in English, every number in the language's own way (a decimal comma in Spanish), and a count's word chosen by
 * the language's plural rules. The type checker already refuses a missing key; this reads what the words say.
 */
import { CATALOGUES } from "./catalogue"
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages"

/**
 * Words the same in both languages on purpose: names of formats and units, and signs; and a part of the body that
 * Spanish names as English does ("pelvis", a joint's role on the entry page).
 */
const SAME_IN_EVERY_LANGUAGE = new Set(["sha256", "BVH", "Hz", "°", "pelvis"])

/**
 * Each function is called three times: with a count of one, of several, and a decimal, each followed by the next
 * numbers for its other arguments (every function's arguments are numbers, names or yes-or-no).
 */
const SAMPLE_ARGUMENTS = [1, 2, 3.256].map((n) => [n, n + 1, n + 2, n + 3])
/** A list's key: the first item of each pair in a list of pairs (the sound layers', the consent items'). */
const isKey = (path: string) => /\]\[0\]$/.test(path)

/** Every word of a catalogue, by its path: a string as it is, a function called with sample arguments. */
const wordsOf = (value: unknown, path = ""): [string, string][] => {
  if (typeof value === "string") return [[path, value]]
  if (typeof value === "function") {
    const call = value as (...args: unknown[]) => string
    return SAMPLE_ARGUMENTS.map((args) => [`${path}(${args[0]})`, call(...args)] as [string, string])
  }
  if (Array.isArray(value)) return value.flatMap((item, k) => wordsOf(item, `${path}[${k}]`))
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => wordsOf(item, path ? `${path}.${key}` : key))
  return []
}

const english = new Map(wordsOf(CATALOGUES[DEFAULT_LANGUAGE]))

describe.each(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))("the %s catalogue", (language) => {
  const words = wordsOf(CATALOGUES[language])

  test("has a word wherever English has one, and nothing else", () => {
    expect(words.map(([path]) => path)).toEqual([...english.keys()])
  })

  test("keeps the keys of its lists as English has them (they name things, they are not words)", () => {
    for (const [path, word] of words.filter(([p]) => isKey(p))) expect([path, word]).toEqual([path, english.get(path)])
  })

  test("has no empty word, no 'undefined' and no word left in English", () => {
    for (const [path, word] of words.filter(([p]) => !isKey(p))) {
      expect([path, word.trim().length > 0]).toEqual([path, true])
      expect([path, /undefined|NaN|\[object/.test(word)]).toEqual([path, false])
      // A figure with its unit ("1 KB", "12°") reads the same in any language.
      const figure = /^[\d\s.,:–→←…%×°/()-]*(KB|MB|s|Hz|m\/s)?$/.test(word)
      const same = word === english.get(path) && !SAME_IN_EVERY_LANGUAGE.has(word) && !figure
      expect([path, same ? "left in English" : "translated"]).toEqual([path, "translated"])
    }
  })

  test("writes numbers its own way: no decimal point where English writes one", () => {
    for (const [path, word] of words) {
      const said = english.get(path) ?? ""
      // An argument written back as it came is a name (a title, a slug), not a number the word formats.
      const asGiven = SAMPLE_ARGUMENTS.flat().some((n) => !Number.isInteger(n) && said.includes(String(n)))
      if (/\d\.\d/.test(said) && !asGiven) expect([path, /\d\.\d/.test(word)]).toEqual([path, false])
    }
  })

  test("chooses a count's word by its plural rules: one and several read differently wherever English's do", () => {
    for (const [path] of words.filter(([p]) => p.endsWith("(1)"))) {
      const several = path.replace(/\(1\)$/, "(2)")
      const englishDiffers = english.get(path)?.replace(/\d+/g, "#") !== english.get(several)?.replace(/\d+/g, "#")
      const own = new Map(words)
      const differs = own.get(path)?.replace(/\d+/g, "#") !== own.get(several)?.replace(/\d+/g, "#")
      if (englishDiffers) expect([path, differs]).toEqual([path, true])
    }
  })
})
