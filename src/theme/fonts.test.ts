import { FONT_FACES, FONT_FILES, fontFaceCss } from "./fonts"

const rules = [...fontFaceCss.matchAll(/@font-face \{([^}]*)\}/g)].map((m) => m[1] ?? "")
const descriptor = (rule: string, name: string) => new RegExp(`${name}: ([^;]+);`).exec(rule)?.[1]

describe("the web fonts", () => {
  it("load the display face from one variable file whose range spans every weight the design sets", () => {
    const display = rules.filter((rule) => descriptor(rule, "font-family") === '"Darker Grotesque"')
    expect(display).toHaveLength(1)
    const [low, high] = (descriptor(display[0] ?? "", "font-weight") ?? "").split(" ").map(Number)
    const weights = FONT_FACES.filter((face) => face.family === "Darker Grotesque").map((face) => face.weight)
    expect(weights.length).toBeGreaterThan(1)
    expect(Math.min(...weights)).toBe(low)
    expect(Math.max(...weights)).toBe(high)
  })

  it("declare one face per file, static faces at their single weight, all swapped in (font-display: swap)", () => {
    expect(rules).toHaveLength(FONT_FILES.length)
    for (const file of FONT_FILES.filter((f) => !f.variable)) {
      expect(file.weights).toHaveLength(1)
      const matching = rules.filter(
        (r) =>
          descriptor(r, "font-family") === `"${file.family}"` &&
          descriptor(r, "font-style") === file.style &&
          descriptor(r, "font-weight") === String(file.weights[0]),
      )
      expect(matching).toHaveLength(1)
    }
    expect(rules.every((rule) => descriptor(rule, "font-display") === "swap")).toBe(true)
  })
})
