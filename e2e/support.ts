import * as fs from "node:fs"
import * as path from "node:path"
import { expect, type Page } from "@playwright/test"

const CONTENT = path.resolve(__dirname, "..", "content")

/** A content file as editors wrote it: tests check the pages against it rather than repeating its text. */
export const content = <T = any>(file: string): T => JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8"))

/** Content text with its **strong** / *em* marks removed, as it reads on the page. */
export const plain = (text: string) => text.replace(/\*\*([^*]+)\*\*|\*([^*]+)\*/g, (_, a, b) => a ?? b)

/** Records console errors, uncaught exceptions and failed requests while a test runs. */
export const watchForErrors = (page: Page) => {
  const errors: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(`console: ${message.text()}`))
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
  page.on("requestfailed", (request) => errors.push(`requestfailed: ${request.url()} ${request.failure()?.errorText}`))
  page.on(
    "response",
    (response) => response.status() >= 400 && errors.push(`http ${response.status()}: ${response.url()}`),
  )
  return errors
}

/** Scrolls to the bottom in steps so lazy images load, then back to the top. */
export const scrollThrough = async (page: Page) => {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo(0, 0)
  })
}

/** Every <img> on the page has decoded pixels. */
export const expectImagesLoaded = async (page: Page) => {
  await scrollThrough(page)
  await expect
    .poll(() =>
      page.$$eval("img", (images) =>
        images.filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.currentSrc || img.src),
      ),
    )
    .toEqual([])
}

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export const visit = async (page: Page, path: string) => {
  const response = await page.goto(path)
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  return response
}
