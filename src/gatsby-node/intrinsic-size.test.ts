/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as path from "node:path"
import { CONTENT_DIR } from "../../test/support/content-copy"
import { intrinsicSize } from "./intrinsic-size"

describe("intrinsicSize", () => {
  it("reads an SVG logo's viewBox and a raster picture's pixels, and gives null for other files", async () => {
    expect(await intrinsicSize(path.join(CONTENT_DIR, "sponsors/logos/asu-herberger.svg"))).toEqual({
      width: 527,
      height: 129,
    })
    expect(await intrinsicSize(path.join(CONTENT_DIR, "publications/thumbnails/white-paper.jpg"))).toEqual({
      width: 900,
      height: 1200,
    })
    expect(await intrinsicSize(path.join(CONTENT_DIR, "publications/pdfs/white-paper.pdf"))).toBeNull()
  })
})
