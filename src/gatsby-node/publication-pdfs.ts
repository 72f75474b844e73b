import * as fs from "node:fs/promises"
import * as path from "node:path"
import type { GatsbyNode, NodePluginArgs } from "gatsby"
import { ROUTES } from "../constants"
import { publicationPdfPath, slugFromPdfPath } from "../site-files"
import { addDevHandler } from "./dev-server"

export interface PdfSource {
  slug: string
  /** The PDF in content/, as an absolute path. */
  source: string
}

interface PublicationsNode {
  parent: string | null
  publications?: readonly { slug: string; pdf: string }[]
}

type NodeLookup = Pick<NodePluginArgs, "getNode" | "getNodesByType">

/**
 * The folder of the file a content node was read from: its parent's, or, for a node of one language of a file
 * stored with its languages (./content-languages.ts), its parent's parent's.
 */
const folderOf = (node: { parent: string | null }, getNode: NodeLookup["getNode"]): string | undefined => {
  const seen = new Set<string>()
  for (let parent = node.parent; parent && !seen.has(parent);) {
    seen.add(parent)
    const above = getNode(parent)
    if (!above) return undefined
    if (typeof above.dir === "string") return above.dir
    parent = above.parent
  }
  return undefined
}

/**
 * Every publication's slug with its PDF, once, read from the node store (a file stored with its languages has a
 * node per language, each naming the same PDFs). Media paths in content JSON are relative to the JSON file, so
 * each is resolved against the folder of the file the JSON node came from.
 */
export const publicationPdfSources = ({ getNode, getNodesByType }: NodeLookup): PdfSource[] => {
  const sources = new Map<string, PdfSource>()
  for (const node of getNodesByType("PublicationsJson")) {
    const { publications = [] } = node as unknown as PublicationsNode
    const dir = folderOf(node, getNode)
    if (dir === undefined) continue
    for (const { slug, pdf } of publications)
      if (!sources.has(slug)) sources.set(slug, { slug, source: path.resolve(dir, pdf) })
  }
  return [...sources.values()]
}

/** Where a publication's PDF goes inside the built site. */
export const pdfTarget = (publicDir: string, slug: string): string => path.join(publicDir, publicationPdfPath(slug))

/**
 * Copies each PDF to its stable address in public/ and removes PDFs there that no publication names any more
 * (public/ outlives builds). Only *.pdf files are touched: the folder also holds the page's index.html.
 */
export const writePublicationPdfs = async (publicDir: string, sources: readonly PdfSource[]): Promise<string[]> => {
  const targets = sources.map(({ slug, source }) => ({ source, target: pdfTarget(publicDir, slug) }))
  const folders = [...new Set(targets.map(({ target }) => path.dirname(target)))]
  const wanted = new Set(targets.map(({ target }) => target))
  for (const folder of folders) {
    await fs.mkdir(folder, { recursive: true })
    for (const name of await fs.readdir(folder)) {
      const file = path.join(folder, name)
      if (name.endsWith(".pdf") && !wanted.has(file)) await fs.rm(file)
    }
  }
  await Promise.all(targets.map(({ source, target }) => fs.copyFile(source, target)))
  return targets.map(({ target }) => target)
}

/** After `gatsby build`: puts the PDFs at their stable addresses, so `gatsby serve` and Netlify serve them as files. */
export const copyPublicationPdfs = async (args: NodeLookup & Pick<NodePluginArgs, "reporter">): Promise<void> => {
  const sources = publicationPdfSources(args)
  if (sources.length === 0) {
    args.reporter.panicOnBuild("No publications found in content/publications/publications.json to copy PDFs for")
    return
  }
  const written = await writePublicationPdfs(path.resolve(process.cwd(), "public"), sources)
  args.reporter.info(`Copied ${written.length} publication PDFs to ${ROUTES.publications}`)
}

/**
 * During `gatsby develop`: serves the same addresses straight from content/, looked up on each request so an
 * edited publications.json is honoured without a restart. Anything else falls through to Gatsby.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, getNode, getNodesByType }) => {
  addDevHandler(app, (req, res, next) => {
    const slug = slugFromPdfPath(req.path)
    const match = slug ? publicationPdfSources({ getNode, getNodesByType }).find((s) => s.slug === slug) : undefined
    if (match) res.sendFile(match.source)
    else next()
  })
}
