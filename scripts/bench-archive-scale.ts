/**
 * How the build and the archive's index grow with the archive:
 *
 *   npm run bench:archive-scale [-- --n 10,100,1000] [--keep] [--similarity]
 *
 * For each N, in a fresh temporary copy of the project (its sources and content as they were when the run started,
 * without node_modules, public/ or .cache; node_modules is a symlink), adds N synthetic entries to the six samples
 * (scripts/archive-scale/synthetic-entries.ts), builds cold (no .cache, no public/), then adds one more entry and
 * builds again with the cache the first build left (warm). Per N it prints: both builds' seconds, the cold build's
 * seconds per entry beyond the first row (the baseline, measured in the same run), the peak memory of the build's
 * process tree (summed resident memory, sampled every 250 ms), the size of public/, and /archive/'s HTML and
 * page-data.json bytes (uncompressed, as the browser tests weigh them), against the page budgets. For the warm
 * build it also prints Gatsby's slowest steps, so where its time goes is seen, not guessed, and the time the build
 * says its "moves like this" lists took. With --similarity it measures only that step, in this process and without
 * builds (./archive-scale/similarity-step.ts): each descriptor against the same take's parse and analysis, and the
 * lists at each N, with their spread.
 * A benchmark, not a test: the seconds depend on the machine's load. Exits non-zero if a page budget is missed.
 */
import { spawn } from "node:child_process"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import * as fs from "node:fs/promises"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { PAGE_BUDGET_BYTES } from "../src/constants"
import { benchSimilarity } from "./archive-scale/similarity-step"
import { addSyntheticEntries } from "./archive-scale/synthetic-entries"
import { PROJECT_FILES } from "./project-files"

const root = path.resolve(__dirname, "..")

const arg = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? process.argv[at + 1] : undefined
}
const sizes = (arg("n") ?? "10,100,1000").split(",").map(Number)
if (sizes.some((n) => !Number.isInteger(n) || n < 0)) throw new Error("--n takes whole numbers, e.g. --n 10,100")
const keep = process.argv.includes("--keep")
/** Only the similarity step, in this process, without builds (./archive-scale/similarity-step.ts). */
const similarityOnly = process.argv.includes("--similarity")

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
const treeRss = (pid: number): number => {
  let total = 0
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, "utf8")
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
      for (const task of readdirSync(`/proc/${id}/task`))
        for (const child of readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim().split(/\s+/))
          if (child) visit(Number(child))
    } catch {
      // The process ended between two reads.
    }
  }
  visit(pid)
  return total
}

interface Build {
  seconds: number
  peakBytes: number
  log: string
}

const build = (dir: string): Promise<Build> =>
  new Promise((resolve, reject) => {
    const start = process.hrtime.bigint()
    const child = spawn(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    })
    let log = ""
    child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()))
    let peakBytes = 0
    const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, treeRss(child.pid ?? 0))), 250)
    child.on("close", (code) => {
      clearInterval(sampler)
      const seconds = Number(process.hrtime.bigint() - start) / 1e9
      if (code === 0) resolve({ seconds, peakBytes, log })
      else reject(new Error(`gatsby build failed in ${dir} (exit ${code}):\n${log.slice(-4000)}`))
    })
  })

const duBytes = (dir: string): number => {
  let total = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size
  return total
}

const largestPageData = (dir: string): [string, number] => {
  let largest: [string, number] = ["", 0]
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name === "page-data.json") {
      const file = path.join(entry.parentPath, entry.name)
      const size = statSync(file).size
      if (size > largest[1]) largest = [path.relative(dir, path.dirname(file)) || "/", size]
    }
  return largest
}

/** Gatsby's step lines ("success run page queries - 12.3s - 1015/1015 …"), slowest first. */
const slowestSteps = (log: string, count = 5): string[] =>
  [...log.matchAll(/success ([^\n]+?) - (\d+\.\d+)s/g)]
    .map((m) => ({ step: m[1] as string, s: Number(m[2]) }))
    .sort((a, b) => b.s - a.s)
    .slice(0, count)
    .map(({ step, s }) => `${step} ${s.toFixed(1)} s`)

/** The build's own figure for the "moves like this" lists (src/gatsby-node/archive.ts logs it). */
const similarityMs = (log: string): string => /Archive similarity: .*? in (\d+) ms/.exec(log)?.[1] ?? "?"

const MB = 1024 * 1024
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

interface Row {
  n: number
  entries: number
  cold: Build
  warm: Build
  publicBytes: number
  htmlBytes: number
  pageDataBytes: number
  indexPages: number
  /** The first sample entry's page: its size should not follow the archive's. */
  entryHtmlBytes: number
  /** The largest page-data.json of any page, and its page. */
  largestPageData: [string, number]
}

/** The project's files as they were when the run started, so edits made during a long run cannot reach it. */
const snapshot = async (): Promise<string> => {
  const dir = await fs.mkdtemp(path.join(tmpdir(), "mu-archive-scale-source-"))
  for (const entry of PROJECT_FILES) await fs.cp(path.join(root, entry), path.join(dir, entry), { recursive: true })
  return dir
}

const measure = async (source: string, n: number): Promise<Row> => {
  const dir = await fs.mkdtemp(path.join(tmpdir(), `mu-archive-scale-${n}-`))
  try {
    await fs.cp(source, dir, { recursive: true })
    await fs.symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"))
    const firstSlug = (
      JSON.parse(await fs.readFile(path.join(dir, "content/archive/archive.json"), "utf8")) as {
        en: { entries: { slug: string }[] }
      }
    ).en.entries[0]?.slug as string
    await addSyntheticEntries(dir, n)
    const entries = (
      JSON.parse(await fs.readFile(path.join(dir, "content/archive/archive.json"), "utf8")) as {
        en: { entries: unknown[] }
      }
    ).en.entries.length
    console.error(`N=${n}: cold build of ${entries} entries in ${dir} …`)
    const cold = await build(dir)
    await addSyntheticEntries(dir, 1, n + 1)
    console.error(`N=${n}: warm build after adding one entry …`)
    const warm = await build(dir)
    const publicDir = path.join(dir, "public")
    const indexPages = existsSync(path.join(publicDir, "archive", "page"))
      ? readdirSync(path.join(publicDir, "archive", "page")).length + 1
      : 1
    return {
      n,
      entries,
      cold,
      warm,
      publicBytes: duBytes(publicDir),
      htmlBytes: statSync(path.join(publicDir, "archive", "index.html")).size,
      pageDataBytes: statSync(path.join(publicDir, "page-data", "archive", "page-data.json")).size,
      indexPages,
      entryHtmlBytes: statSync(path.join(publicDir, "archive", firstSlug, "index.html")).size,
      largestPageData: largestPageData(path.join(publicDir, "page-data")),
    }
  } finally {
    if (keep) console.error(`kept ${dir}`)
    else await fs.rm(dir, { recursive: true, force: true })
  }
}

const main = async () => {
  if (similarityOnly) {
    benchSimilarity(root, sizes)
    return
  }
  const source = await snapshot()
  const rows: Row[] = []
  try {
    for (const n of sizes) rows.push(await measure(source, n))
  } finally {
    await fs.rm(source, { recursive: true, force: true })
  }
  const base = rows[0] as Row
  const header = [
    "N synthetic",
    "entries",
    "cold s",
    "s/entry vs first row",
    "warm s (+1 entry)",
    "peak MB cold/warm",
    "public/ MB",
    "/archive/ HTML",
    "page-data",
    "index pages",
    "entry page HTML",
    "largest page-data",
    "similarity ms cold/warm",
  ]
  console.log(`| ${header.join(" | ")} |`)
  console.log(`|${header.map(() => "---").join("|")}|`)
  for (const row of rows) {
    const perEntry =
      row === base ? "(baseline)" : ((row.cold.seconds - base.cold.seconds) / (row.entries - base.entries)).toFixed(3)
    console.log(
      `| ${[
        row.n,
        row.entries,
        row.cold.seconds.toFixed(1),
        perEntry,
        row.warm.seconds.toFixed(1),
        `${(row.cold.peakBytes / MB).toFixed(0)}/${(row.warm.peakBytes / MB).toFixed(0)}`,
        (row.publicBytes / MB).toFixed(0),
        kb(row.htmlBytes),
        kb(row.pageDataBytes),
        row.indexPages,
        kb(row.entryHtmlBytes),
        `${kb(row.largestPageData[1])} (${row.largestPageData[0]})`,
        `${similarityMs(row.cold.log)}/${similarityMs(row.warm.log)}`,
      ].join(" | ")} |`,
    )
  }
  for (const row of rows) console.log(`N=${row.n} warm build, slowest steps: ${slowestSteps(row.warm.log).join("; ")}`)
  for (const row of rows) console.log(`N=${row.n} cold build, slowest steps: ${slowestSteps(row.cold.log).join("; ")}`)
  const over = rows.filter(
    (r) =>
      r.htmlBytes > PAGE_BUDGET_BYTES.html ||
      r.pageDataBytes > PAGE_BUDGET_BYTES.pageData ||
      r.largestPageData[1] > PAGE_BUDGET_BYTES.pageData,
  )
  console.log(`Load average at the end: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`)
  console.log(
    `Budgets: HTML ≤ ${kb(PAGE_BUDGET_BYTES.html)}, page-data ≤ ${kb(PAGE_BUDGET_BYTES.pageData)}: ${over.length === 0 ? "met at every N" : `missed at N=${over.map((r) => r.n).join(", ")}`}`,
  )
  if (over.length > 0) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
