/**
 * During `gatsby develop` (and so `npm run cms`), a page whose content has errors is answered with a page naming
 * them, instead of a page drawn from stale or half-read content. Which pages a content file affects comes from the
 * content model: the page its collection shows best, the pages of collections that name its entries, and every
 * page for the site settings.
 */
import type { Field, ObjectType } from "../content-model/fields"
import { COLLECTIONS, type Collection } from "../content-model/model"
import type { Problem } from "../content-model/problem"
import { addDevHandler } from "./dev-server"

/** The collection files an object type's reference fields and marks name entries in. */
const referencedFiles = (type: ObjectType): string[] => {
  const fromField = (field: Field): string[] => {
    switch (field.kind) {
      case "reference":
        return [field.to.collection]
      case "text":
        return field.marks ? [field.marks.collection] : []
      case "list":
        return fromField(field.of)
      case "object":
        return referencedFiles(field.type)
      default:
        return []
    }
  }
  return Object.values(type.fields).flatMap(fromField)
}

/** Site settings (titles, the site's name) show on every page. */
const EVERY_PAGE_FILE = "site/site.json"

/** The pages showing what a content file (relative to content/) holds. */
export const pagesShowing = (file: string, collections: readonly Collection[] = COLLECTIONS): Set<string> => {
  const pages = collections.map((c) => c.page).filter((page): page is NonNullable<typeof page> => page !== undefined)
  if (file === EVERY_PAGE_FILE) return new Set(pages)
  const showing = collections.filter((c) => c.file === file || referencedFiles(c.type).includes(file))
  return new Set(showing.flatMap((c) => (c.page === undefined ? [] : [c.page])))
}

const CONTENT_PREFIX = "content/"

/** The errors that make a page wrong (warnings and notices do not), by the page's address. */
export const problemsByPage = (problems: readonly Problem[]): Map<string, Problem[]> => {
  const byPage = new Map<string, Problem[]>()
  for (const problem of problems) {
    if (problem.severity !== undefined || !problem.file.startsWith(CONTENT_PREFIX)) continue
    for (const page of pagesShowing(problem.file.slice(CONTENT_PREFIX.length)))
      byPage.set(page, [...(byPage.get(page) ?? []), problem])
  }
  return byPage
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c)

/** The page served instead: each problem with its file and field, and what to do. */
export const problemPageHtml = (page: string, problems: readonly Problem[]): string => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Content problems on ${escapeHtml(page)}</title></head>
<body>
<h1>This page's content has ${problems.length} problem${problems.length === 1 ? "" : "s"}</h1>
<p>Fix ${problems.length === 1 ? "it" : "them"} in the editor (or the file), save, and reload this page.
The development server keeps running meanwhile.</p>
<ul>
${problems.map((p) => `<li><code>${escapeHtml(p.file)}</code> → <code>${escapeHtml(p.field)}</code>${p.entry === undefined ? "" : ` (${escapeHtml(p.entry)})`}: ${escapeHtml(p.message)}</li>`).join("\n")}
</ul>
</body>
</html>
`

/** HTTP status of the problem page: the content the page needs cannot be used. */
const PROBLEM_STATUS = 500

/**
 * Answers the affected pages with the problem page while `current()` (the latest content check) has errors;
 * everything else, and every page once the content is fixed, falls through to Gatsby.
 */
export const serveProblemPages = (app: unknown, current: () => readonly Problem[]): void => {
  addDevHandler(app, (req, res, next) => {
    const problems = problemsByPage(current()).get(req.path)
    if (problems) res.status(PROBLEM_STATUS).type("html").send(problemPageHtml(req.path, problems))
    else next()
  })
}
