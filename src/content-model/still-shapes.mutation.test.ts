/**
 * The warning for a still the portrait's box would crop, on hand-made portraits.json data and still sizes: which
 * stills are named, in which file and field, with what message, and which portraits are not checked at all (no
 * usable box, no list of stills). validate.test.ts checks the same warning on a copy of the real content, but
 * Stryker leaves that file out (see docs/mutation-testing.md), so this file is what the score measures.
 */
import type { PictureSize } from "./media-checks"
import { checkStillShapes } from "./still-shapes"

const size = (width: number, height: number): PictureSize => ({ width, height })

describe("checkStillShapes", () => {
  it("warns about each still the box would crop, naming portraits.json, the field and the still", () => {
    const data = {
      portraits: [
        {
          aspectRatio: { width: 4, height: 5 },
          stills: ["portraits/harbour-1.jpg", "portraits/harbour-2.jpg", "portraits/harbour-3.jpg"],
        },
        { aspectRatio: { width: 3, height: 2 }, stills: ["portraits/quay-1.jpg"] },
      ],
    }
    const sizes = new Map([
      ["portraits[0].stills[0]", size(800, 1000)],
      ["portraits[0].stills[1]", size(1000, 800)],
      // portraits[0].stills[2] was not decoded (its own problem is reported elsewhere): nothing to compare.
      ["portraits[1].stills[0]", size(600, 600)],
    ])
    expect(checkStillShapes(data, sizes)).toEqual([
      {
        file: "portraits/portraits.json",
        field: "portraits[0].stills[1]",
        severity: "warning",
        message:
          "portraits/harbour-2.jpg is 1000×800 (as shown, after its orientation), 56% off the portrait's 4:5 box, " +
          "so the page would crop it; crop it to 4:5 (or change aspectRatio) and upload it again",
      },
      {
        file: "portraits/portraits.json",
        field: "portraits[1].stills[0]",
        severity: "warning",
        message:
          "portraits/quay-1.jpg is 600×600 (as shown, after its orientation), 33% off the portrait's 3:2 box, " +
          "so the page would crop it; crop it to 3:2 (or change aspectRatio) and upload it again",
      },
    ])
  })

  it("checks no still of a portrait whose box is not two positive whole numbers, or that has no list of stills", () => {
    const boxes: unknown[] = [
      { width: 0, height: 5 },
      { width: -4, height: 5 },
      { width: 4.5, height: 5 },
      { width: "4", height: 5 },
      { width: 4, height: 0 },
      { width: 4, height: -5 },
      { width: 4, height: 5.5 },
      { width: 4 },
      undefined,
    ]
    const data = {
      portraits: [
        ...boxes.map((aspectRatio) => ({ aspectRatio, stills: ["portraits/tide.jpg"] })),
        { aspectRatio: { width: 4, height: 5 }, stills: "portraits/tide.jpg" },
      ],
    }
    // Every still is a wide 2:1 picture, which any of these boxes (read as numbers) would crop.
    const sizes = new Map(data.portraits.map((_, index) => [`portraits[${index}].stills[0]`, size(2000, 1000)]))
    expect(checkStillShapes(data, sizes)).toEqual([])
  })

  it("reports nothing for a file without a list of portraits (the field check reports that)", () => {
    const sizes = new Map([["portraits[0].stills[0]", size(2000, 1000)]])
    expect([checkStillShapes({}, sizes), checkStillShapes({ portraits: { 0: {} } }, sizes)]).toEqual([[], []])
  })
})
