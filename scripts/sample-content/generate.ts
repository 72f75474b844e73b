/**
 * Deterministic sample-media generator for the Movement Undercommons site.
 *
 *   npx tsx scripts/sample-content/generate.ts
 *
 * Everything is drawn from code (synthetic motion data, seeded randomness,
 * fixed encoder settings), so re-running produces byte-identical files.
 * Outputs are overwritten in place under content/ and static/.
 */
import { generateArchiveMotion } from "./archive"
import { generateBanners } from "./banners"
import { generatePublicationPdfs } from "./documents"
import { generateLogos } from "./logos"
import { generateMisc } from "./misc"
import { writtenFiles } from "./output"
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

async function main(): Promise<void> {
  const steps: Array<[string, () => unknown]> = [
    ["portrait stills", generateStills],
    ["banners", generateBanners],
    ["sponsor logos", generateLogos],
    ["publication PDFs", generatePublicationPdfs],
    ["thumbnails", generateThumbnails],
    ["sensor scenes", generateSensorScenes],
    ["other images and icons", generateMisc],
    ["archive motion (BVH)", generateArchiveMotion],
  ]
  for (const [label, step] of steps) {
    console.log(`Generating ${label}…`)
    await step()
  }
  if (hasFfmpeg()) {
    console.log("Generating videos…")
    await generateVideos()
  } else {
    console.warn("ffmpeg not found, videos were not regenerated. Install it with: apt-get install -y ffmpeg")
  }
  summarise()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
