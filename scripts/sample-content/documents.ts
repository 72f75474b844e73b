/**
 * Publication PDFs (pdfkit): a title page, abstract, sections of invented
 * prose, one vector figure drawn from the synthetic motion data, references
 * and page numbers. Fixed document dates keep the output byte-identical.
 */
import PDFDocument from "pdfkit"
import { ALL_ACTIVITIES, activityCamera, sample } from "./activities"
import { writeOutput } from "./output"
import { PALETTE, toRgb } from "./palette"
import { PUBLICATIONS, SENTENCE_POOLS, type PoolName, type Publication } from "./publications-data"
import { createRng, type Rng } from "./rng"
import { BONES, type JointName } from "./skeleton"
import { fontFile } from "./type"

/** Every PDF carries this creation/modification date. */
export const FIXED_DOCUMENT_DATE = new Date(Date.UTC(2024, 4, 1, 12, 0, 0))

const PAGE = { width: 612, height: 792 }
const MARGIN = { top: 72, bottom: 76, left: 80, right: 80 }
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right
const BODY_SIZE = 10.5
const INK = toRgb(PALETTE.ink)
const ORANGE = toRgb(PALETTE.orange)
const SOFT = toRgb(PALETTE.orangeSoft)
const GREY = toRgb(PALETTE.grey)
const GOLD = toRgb(PALETTE.gold)

type Doc = InstanceType<typeof PDFDocument>

function makeParagraphs(pools: readonly PoolName[], count: number, rng: Rng, used: Set<string>): string[] {
  const candidates = pools.flatMap((pool) => SENTENCE_POOLS[pool])
  const paragraphs: string[] = []
  for (let p = 0; p < count; p++) {
    const sentences: string[] = []
    const length = rng.int(4, 6)
    let guard = 0
    while (sentences.length < length && guard++ < 200) {
      const sentence = rng.pick(candidates)
      if (used.has(sentence) && guard < 150) continue
      if (sentences.includes(sentence)) continue
      used.add(sentence)
      sentences.push(sentence)
    }
    paragraphs.push(sentences.join(" "))
  }
  return paragraphs
}

/** Draw overlaid skeleton poses of the publication's motif into a box. */
function drawFigure(
  doc: Doc,
  pub: Publication,
  x: number,
  y: number,
  width: number,
  height: number,
  exposures: number,
  phase?: number,
): void {
  const activity = ALL_ACTIVITIES[pub.motif]
  const camera = activityCamera(activity, width, height, { offsetX: 0 })
  doc.save()
  doc.rect(x, y, width, height).fillColor([247, 244, 240]).fill()
  for (let k = 0; k < exposures; k++) {
    const t = phase === undefined ? k / exposures : phase - (exposures - 1 - k) * 0.05
    const joints = sample(activity, t)
    const strength = (k + 1) / exposures
    const colour = k === exposures - 1 ? ORANGE : SOFT
    doc
      .lineCap("round")
      .lineWidth(k === exposures - 1 ? 2.2 : 1.2)
      .strokeColor(colour)
      .strokeOpacity(0.35 + 0.65 * strength)
    for (const bone of BONES) {
      const a = camera.project(joints[bone.from])
      const b = camera.project(joints[bone.to])
      doc
        .moveTo(x + a.x, y + a.y)
        .lineTo(x + b.x, y + b.y)
        .stroke()
    }
    if (k === exposures - 1) {
      const markers: JointName[] = [
        "head",
        "wristL",
        "wristR",
        "elbowL",
        "elbowR",
        "kneeL",
        "kneeR",
        "ankleL",
        "ankleR",
        "pelvis",
        "neck",
      ]
      for (const name of markers) {
        const p = camera.project(joints[name])
        doc
          .circle(x + p.x, y + p.y, name === "head" ? 6 : 2.4)
          .fillColor(name === "head" ? GOLD : [255, 255, 255])
          .fillOpacity(1)
          .fill()
        doc
          .circle(x + p.x, y + p.y, name === "head" ? 6 : 2.4)
          .lineWidth(0.8)
          .strokeColor(INK)
          .strokeOpacity(1)
          .stroke()
      }
    }
  }
  doc.restore()
}

function titlePage(doc: Doc, pub: Publication): void {
  doc.rect(0, 0, PAGE.width, 10).fillColor(ORANGE).fill()
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(GREY)
    .text(`${pub.kind.toUpperCase()}  ·  ${pub.year}`, MARGIN.left, 90, { characterSpacing: 1.2 })
  doc.moveDown(2.2)
  doc.font("Display").fontSize(36).fillColor(INK).text(pub.title, { width: CONTENT_WIDTH, lineGap: -6 })
  if (pub.subtitle) {
    doc.moveDown(0.3)
    doc.font("DisplayMedium").fontSize(20).fillColor(ORANGE).text(pub.subtitle, { width: CONTENT_WIDTH, lineGap: -2 })
  }
  doc.moveDown(1.6)
  for (const author of pub.authors) {
    doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(author.name)
    doc.font("Helvetica").fontSize(9).fillColor(GREY).text(author.affiliation)
    doc.moveDown(0.45)
  }
  doc.moveDown(0.8)
  doc.font("Helvetica-Oblique").fontSize(10).fillColor(INK).text(pub.venue, { width: CONTENT_WIDTH })
  const stripY = 560
  const cell = CONTENT_WIDTH / 6
  for (let i = 0; i < 6; i++) drawFigure(doc, pub, MARGIN.left + i * cell + 2, stripY, cell - 4, 120, 3, i / 6)
  doc
    .font("Helvetica")
    .fontSize(7.5)
    .fillColor(GREY)
    .text(
      "Sample document produced for the project website. All people and institutions named here are fictional.",
      MARGIN.left,
      700,
      { width: CONTENT_WIDTH },
    )
}

function heading(doc: Doc, text: string): void {
  if (doc.y > PAGE.height - MARGIN.bottom - 90) doc.addPage()
  doc.moveDown(0.8)
  doc.font("Display").fontSize(15).fillColor(INK).text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH })
  doc.moveDown(0.35)
}

function body(doc: Doc, text: string, options: { italic?: boolean } = {}): void {
  doc
    .font(options.italic ? "Times-Italic" : "Times-Roman")
    .fontSize(BODY_SIZE)
    .fillColor(INK)
    .text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH, align: "justify", lineGap: 2.6, paragraphGap: 7 })
}

function figureBlock(doc: Doc, pub: Publication): void {
  const height = 210
  if (doc.y + height + 50 > PAGE.height - MARGIN.bottom) doc.addPage()
  doc.moveDown(0.6)
  const top = doc.y
  drawFigure(doc, pub, MARGIN.left, top, CONTENT_WIDTH, height, 7)
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(GREY)
    .text(pub.figureCaption, MARGIN.left, top + height + 8, { width: CONTENT_WIDTH })
  doc.moveDown(0.8)
}

function pageNumbers(doc: Doc, pub: Publication): void {
  const range = doc.bufferedPageRange()
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(GREY)
      .text(`${pub.title}  —  ${i + 1}`, MARGIN.left, PAGE.height - 46, {
        width: CONTENT_WIDTH,
        align: "center",
        lineBreak: false,
      })
    doc.page.margins.bottom = bottom
  }
}

export function buildPublicationPdf(pub: Publication): Promise<{ buffer: Buffer; pages: number }> {
  const doc = new PDFDocument({
    size: "LETTER",
    margins: MARGIN,
    bufferPages: true,
    compress: true,
    info: {
      Title: pub.subtitle ? `${pub.title}: ${pub.subtitle}` : pub.title,
      Author: pub.authors.map((a) => a.name).join(", "),
      Subject: `${pub.kind}, ${pub.venue}, ${pub.year}`,
      Keywords: pub.keywords.join(", "),
      Creator: "Movement Undercommons sample generator",
      Producer: "PDFKit",
      CreationDate: FIXED_DOCUMENT_DATE,
      ModDate: FIXED_DOCUMENT_DATE,
    },
  })
  doc.registerFont("Display", fontFile(700))
  doc.registerFont("DisplayMedium", fontFile(500))
  const chunks: Buffer[] = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))))

  const rng = createRng(`pdf-${pub.slug}`)
  const used = new Set<string>()
  titlePage(doc, pub)
  doc.addPage()
  doc.font("Display").fontSize(15).fillColor(INK).text("Abstract", MARGIN.left, MARGIN.top)
  doc.moveDown(0.35)
  body(doc, pub.abstract, { italic: true })
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(GREY)
    .text(`Keywords: ${pub.keywords.join("; ")}`, MARGIN.left, doc.y, { width: CONTENT_WIDTH })
  pub.sections.forEach((section, index) => {
    heading(doc, section.heading)
    const paragraphs =
      section.paragraphs ?? makeParagraphs(section.pools ?? ["everyday"], section.paragraphCount ?? 2, rng, used)
    for (const paragraph of paragraphs) body(doc, paragraph)
    if (index === 1) figureBlock(doc, pub)
  })
  heading(doc, "References")
  for (const reference of pub.references) {
    doc
      .font("Times-Roman")
      .fontSize(9)
      .fillColor(INK)
      .text(reference, MARGIN.left + 14, doc.y, { width: CONTENT_WIDTH - 14, indent: -14, paragraphGap: 4 })
  }
  const pages = doc.bufferedPageRange().count
  pageNumbers(doc, pub)
  doc.end()
  return done.then((buffer) => ({ buffer, pages }))
}

export async function generatePublicationPdfs(): Promise<Array<{ slug: string; pages: number }>> {
  const result: Array<{ slug: string; pages: number }> = []
  for (const pub of PUBLICATIONS) {
    const { buffer, pages } = await buildPublicationPdf(pub)
    writeOutput(`content/publications/pdfs/${pub.slug}.pdf`, buffer)
    result.push({ slug: pub.slug, pages })
  }
  return result
}
