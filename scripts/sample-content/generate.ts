/**
 * Deterministic sample-media generator for the Movement Undercommons site.
 *
 *   npx tsx scripts/sample-content/generate.ts [--out <folder>] [--only <step>,…] [--series <folder>,…]
 *
 * Everything is drawn from code (synthetic motion data, seeded randomness,
 * fixed encoder settings), so re-running produces byte-identical files.
 * Outputs are overwritten in place under content/ and static/, or under
 * `--out` (same layout); `--only` runs some steps (stills, banners, logos,
 * pdfs, thumbnails, sensors, misc, archive, videos) and `--series` some
 * portraits' stills (e.g. mocap-footage): the generator's tests use both.
 */
import { generateArchiveMotion } from "./archive"
import { generateBanners } from "./banners"
import { generatePublicationPdfs } from "./documents"
import { generateLogos } from "./logos"
import { generateMisc } from "./misc"
import { setOutputRoot, writtenFiles } from "./output"
import { generateSensorScenes } from "./sensors"
import { generateStills } from "./stills"
import { generateThumbnails } from "./thumbnails"
import { generateVideos, hasFfmpeg } from "./videos"

/** Soft budget for all generated media (the project's hard cap is 40 MB). */
const MEDIA_BUDGET_BYTES = 25 * 1024 * 1024

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`
}

function summarise(): void {
  const files = [...writtenFiles()].sort((a, b) => a.path.localeCompare(b.path))
  const byFolder = new Map<string, { count: number; bytes: number }>()
  for (const file of files) {
    const folder = file.path.split("/").slice(0, -1).join("/")
    const entry = byFolder.get(folder) ?? { count: 0, bytes: 0 }
    entry.count += 1
    entry.bytes += file.bytes
    byFolder.set(folder, entry)
  }
  for (const [folder, entry] of byFolder)
    console.log(`  ${folder.padEnd(44)} ${String(entry.count).padStart(3)} files  ${formatBytes(entry.bytes)}`)
  const total = files.reduce((sum, file) => sum + file.bytes, 0)
  console.log(`Wrote ${files.length} files, ${formatBytes(total)} in total.`)
  if (total > MEDIA_BUDGET_BYTES)
    console.warn(`Warning: generated media exceed the ${formatBytes(MEDIA_BUDGET_BYTES)} budget.`)
}

/** The value after a flag (`--out dir`), if given. */
function option(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at >= 0 ? process.argv[at + 1] : undefined
}
const list = (value: string | undefined): string[] | undefined => value?.split(",").filter((item) => item !== "")

async function main(): Promise<void> {
  const out = option("--out")
  if (out) setOutputRoot(out)
  const series = list(option("--series"))
  const steps: Array<[string, string, () => unknown]> = [
    ["stills", "portrait stills", () => generateStills(series)],
    ["banners", "banners", generateBanners],
    ["logos", "sponsor logos", generateLogos],
    ["pdfs", "publication PDFs", generatePublicationPdfs],
    ["thumbnails", "thumbnails", generateThumbnails],
    ["sensors", "sensor scenes", generateSensorScenes],
    ["misc", "other images and icons", generateMisc],
    ["archive", "archive motion (BVH)", generateArchiveMotion],
  ]
  const only = list(option("--only"))
  const known = [...steps.map(([key]) => key), "videos"]
  const unknown = only?.filter((key) => !known.includes(key)) ?? []
  if (unknown.length > 0) throw new Error(`Unknown step ${unknown.join(", ")}; the steps are ${known.join(", ")}`)
  for (const [key, label, step] of steps) {
    if (only && !only.includes(key)) continue
    console.log(`Generating ${label}…`)
    await step()
  }
  if (!only || only.includes("videos")) {
    if (hasFfmpeg()) {
      console.log("Generating videos…")
      await generateVideos()
    } else {
      console.warn("ffmpeg not found, videos were not regenerated. Install it with: apt-get install -y ffmpeg")
    }
  }
  summarise()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
