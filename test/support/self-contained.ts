import * as path from "node:path"

/** What a reference to a document outside the repository looks like. */
const OUTSIDE_PATTERNS: readonly { name: string; pattern: RegExp }[] = [
  { name: "a numbered section (§)", pattern: /§/ },
  { name: "the design reference", pattern: /design[- ]reference/i },
  { name: "a folder beside the repository", pattern: /\.\.\/shared\b/ },
  { name: "the shared notes folder", pattern: /(?:^|[^\w./-])shared\/[\w.-]+\.md\b/ },
  {
    name: "one of the project's outside notes",
    pattern: /\b(?:spec|style-guide|platform-notes|toolchain|cms-notes|archive-notes)\.md\b/,
  },
]

export interface Finding {
  file: string
  line: number
  problem: string
  text: string
}

const lines = (text: string): string[] => text.split("\n")

/** Every line of a file that points at a document outside the repository. */
export const outsideReferences = (file: string, text: string): Finding[] =>
  lines(text).flatMap((line, index) =>
    OUTSIDE_PATTERNS.filter(({ pattern }) => pattern.test(line)).map(({ name }) => ({
      file,
      line: index + 1,
      problem: `refers to ${name}`,
      text: line.trim().slice(0, 160),
    })),
  )

/** A citation: `docs/<file>.md, "Section"` with more sections as `and "…"` or `, "…"`. */
const CITATION = /(docs\/[\w-]+\.md), ((?:"[^"\n]+"(?:,? and |, )?)+)/g

/** A section a doc offers: a heading, or a bold lead-in (`**Name:**` or `**Name**`). */
const sectionsOf = (doc: string): Set<string> => {
  const names = new Set<string>()
  for (const [, heading = ""] of doc.matchAll(/^#{1,6} (.+)$/gm)) names.add(heading.trim())
  for (const [, bold = ""] of doc.matchAll(/\*\*([^*\n]+?):?\*\*/g)) names.add(bold.trim())
  return names
}

/** Citations of a doc that does not exist, or of a section it does not have. */
export const citationProblems = (
  file: string,
  text: string,
  readDoc: (docPath: string) => string | undefined,
): Finding[] =>
  lines(text).flatMap((line, index) =>
    [...line.matchAll(CITATION)].flatMap(([, docPath = "", sections = ""]) => {
      const doc = readDoc(docPath)
      const at = { file, line: index + 1, text: line.trim().slice(0, 160) }
      if (doc === undefined) return [{ ...at, problem: `cites ${docPath}, which does not exist` }]
      const offered = sectionsOf(doc)
      return [...sections.matchAll(/"([^"]+)"/g)]
        .map(([, name = ""]) => name)
        .filter((name) => !offered.has(name))
        .map((name) => ({ ...at, problem: `cites "${name}", which ${docPath} has no section for` }))
    }),
  )

/** Markdown links to a relative path that the repository does not hold. */
export const linkProblems = (file: string, text: string, exists: (repoPath: string) => boolean): Finding[] =>
  lines(text).flatMap((line, index) =>
    [...line.matchAll(/\]\(([^)\s]+)\)/g)]
      .map(([, target = ""]) => target)
      .filter((target) => !/^(?:[a-z]+:|#)/i.test(target))
      .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(file), target.split("#")[0] ?? "")))
      .filter((target) => target.startsWith("..") || !exists(target))
      .map((target) => ({
        file,
        line: index + 1,
        problem: `links to ${target}, not in the repository`,
        text: line.trim(),
      })),
  )
