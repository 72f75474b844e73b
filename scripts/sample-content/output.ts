/**
 * Writing outputs: every generated file goes through here so the run can
 * report what it wrote. Rasterisation uses sharp (librsvg) with fixed settings.
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"

export const REPO_ROOT = path.resolve(__dirname, "../..")

/** Where outputs go: the repository itself, unless a run names another folder (the generator's tests do). */
let outputRoot = REPO_ROOT
export function setOutputRoot(folder: string): void {
  outputRoot = path.resolve(folder)
}

export const JPEG_QUALITY = 78

export interface WrittenFile {
  path: string
  bytes: number
}

const written: WrittenFile[] = []

export function writtenFiles(): readonly WrittenFile[] {
  return written
}

/** Write a file relative to the output root (the repository's, by default), creating folders as needed. */
export function writeOutput(relativePath: string, data: Buffer | string): void {
  const absolute = path.join(outputRoot, relativePath)
  mkdirSync(path.dirname(absolute), { recursive: true })
  const buffer = typeof data === "string" ? Buffer.from(data, "utf8") : data
  writeFileSync(absolute, buffer)
  written.push({ path: relativePath, bytes: buffer.length })
}

/** Make sure the folder for an output exists; returns the absolute path. */
export function prepareOutputPath(relativePath: string): string {
  const absolute = path.join(outputRoot, relativePath)
  mkdirSync(path.dirname(absolute), { recursive: true })
  return absolute
}

/** Record a file written by an external tool (ffmpeg). */
export function recordExternalOutput(relativePath: string): void {
  written.push({ path: relativePath, bytes: statSync(path.join(outputRoot, relativePath)).size })
}

function fromSvg(svg: string): sharp.Sharp {
  return sharp(Buffer.from(svg, "utf8"), { density: 72 })
}

export async function svgToJpegBuffer(svg: string, quality = JPEG_QUALITY): Promise<Buffer> {
  return fromSvg(svg)
    .flatten({ background: "#ffffff" })
    .jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer()
}

export async function svgToJpeg(svg: string, relativePath: string, quality = JPEG_QUALITY): Promise<void> {
  writeOutput(relativePath, await svgToJpegBuffer(svg, quality))
}

export interface PngOptions {
  /** Quantise to an 8-bit palette (much smaller for flat artwork). */
  palette?: boolean
  colours?: number
  /** Fast, larger PNGs for temporary video frames. */
  fast?: boolean
}

export async function svgToPngBuffer(svg: string, options: PngOptions = {}): Promise<Buffer> {
  if (options.fast) return fromSvg(svg).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer()
  return fromSvg(svg)
    .png({
      compressionLevel: 9,
      adaptiveFiltering: true,
      palette: options.palette ?? false,
      colours: options.colours ?? 256,
      dither: options.palette ? 0.5 : undefined,
      effort: 10,
    })
    .toBuffer()
}

export async function svgToPng(svg: string, relativePath: string, options: PngOptions = {}): Promise<void> {
  writeOutput(relativePath, await svgToPngBuffer(svg, options))
}

/** Run async jobs with a small concurrency limit (the machine has 2 cores). */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  job: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++
      await job(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}
