/**
 * Every colour, breakpoint and reduced-motion query comes from src/theme/: this scans the rest of src/ for
 * colour literals (#hex, rgb(), hsl()), media queries and width conditions written out, and
 * `prefers-reduced-motion` queries, so a literal that slips back in fails the tests with its file and line.
 * Test files are exempt (they state expected values), as is the generated gatsby-types.d.ts.
 */
import * as fs from "node:fs"
import * as path from "node:path"

const SRC = path.resolve(__dirname, "..")
const THEME = path.resolve(__dirname)

const RULES: readonly { name: string; pattern: RegExp }[] = [
  { name: "hex colour", pattern: /(?<![\w&$])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/i },
  { name: "rgb()/hsl() colour", pattern: /\b(?:rgba?|hsla?)\(\s*[\d.]/i },
  { name: "media query", pattern: /@media\b/i },
  { name: "width condition", pattern: /\((?:max|min)-width\s*:\s*\d/i },
  { name: "reduced-motion query", pattern: /prefers-reduced-motion\s*[:)]/i },
]

/** Comments may quote values freely; only code counts. (`//` after a colon is a URL, not a comment.) */
export const stripComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
    .split("\n")
    .map((line) => line.replace(/(^|[^:"'`\\])\/\/.*$/, "$1"))
    .join("\n")

/** Each literal in one file's source, as "line: rule: text". */
export const findLiterals = (source: string): string[] =>
  stripComments(source)
    .split("\n")
    .flatMap((line, index) =>
      RULES.filter(({ pattern }) => pattern.test(line)).map(({ name }) => `${index + 1}: ${name}: ${line.trim()}`),
    )

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full === THEME ? [] : sourceFiles(full)
    if (!/\.(ts|tsx|js|jsx)$/.test(entry.name)) return []
    if (/\.test\.[jt]sx?$/.test(entry.name) || entry.name === "gatsby-types.d.ts") return []
    return [full]
  })

describe("theme values come only from src/theme/", () => {
  it("finds each kind of literal, and ignores comments, URLs, ids and token interpolations", () => {
    expect(findLiterals('color: "#cecece"')).toHaveLength(1)
    expect(findLiterals('fill="#000"')).toHaveLength(1)
    expect(findLiterals('background: "rgba(0, 0, 0, 0.5)"')).toHaveLength(1)
    expect(findLiterals('color: "hsl(20 50% 50%)"')).toHaveLength(1)
    expect(findLiterals('"@media (max-width: 600px)": {}')).toHaveLength(2)
    expect(findLiterals('sizes="(max-width: 800px) 100vw"')).toHaveLength(1)
    expect(findLiterals('"@media (prefers-reduced-motion: reduce)": {}')).toHaveLength(2)
    expect(findLiterals('matchMedia("(prefers-reduced-motion)")')).toHaveLength(1)
    expect(findLiterals("// React errors #418/#425, rgb(1, 2, 3)")).toEqual([])
    expect(findLiterals("/* @media (max-width: 600px) */ const a = 1")).toEqual([])
    expect(findLiterals('href: "https://example.org/a" // #abc')).toEqual([])
    expect(findLiterals("url: `url(#${id})`, [media.phone]: {}, [REDUCED_MOTION]: {}")).toEqual([])
    expect(findLiterals('import { usePrefersReducedMotion } from "../hooks/use-prefers-reduced-motion"')).toEqual([])
    expect(findLiterals("const css = (r) => `rgb(${r}, ${r}, ${r})`")).toEqual([])
  })

  it("no file outside src/theme/ writes a colour, breakpoint or reduced-motion query", () => {
    const offences = sourceFiles(SRC).flatMap((file) =>
      findLiterals(fs.readFileSync(file, "utf8")).map((found) => `${path.relative(SRC, file)}:${found}`),
    )
    expect(offences).toEqual([])
  })
})
