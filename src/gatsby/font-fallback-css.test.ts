import { FONT_FACES } from "../theme/fonts"
import { fallbackFamilies } from "../theme/font-fallbacks"
import { fonts } from "../theme/tokens"
import { fontFallbackCss } from "./font-fallback-css"

const rules = (css: string) => [...css.matchAll(/@font-face \{([^}]*)\}/g)].map((m) => m[1] ?? "")
const descriptor = (rule: string, name: string) => new RegExp(`${name}: ([^;]+);`).exec(rule)?.[1]

describe("fontFallbackCss", () => {
  const css = fontFallbackCss()

  it("gives every web-font face a size-adjusted fallback per local font, with the face's weight and style", () => {
    for (const face of FONT_FACES) {
      for (const family of fallbackFamilies(face.family)) {
        const rule = rules(css).find(
          (r) =>
            descriptor(r, "font-family") === family &&
            descriptor(r, "font-weight") === String(face.weight) &&
            descriptor(r, "font-style") === face.style,
        )
        expect(rule).toBeDefined()
        expect(descriptor(rule ?? "", "size-adjust")).toMatch(/^\d+(\.\d+)?%$/)
        expect(descriptor(rule ?? "", "ascent-override")).toMatch(/^\d+(\.\d+)?%$/)
        expect(descriptor(rule ?? "", "src")).toMatch(/^local\(/)
      }
    }
    expect(rules(css)).toHaveLength(FONT_FACES.length * fallbackFamilies("x").length)
  })

  it("scales differently for different faces (the numbers come from each face's metrics)", () => {
    const sizeOf = (family: string, weight: number) =>
      rules(css).find(
        (r) =>
          descriptor(r, "font-family") === fallbackFamilies(family)[0] &&
          descriptor(r, "font-weight") === String(weight),
      )
    expect(descriptor(sizeOf("Figtree", 300) ?? "", "size-adjust")).not.toBe(
      descriptor(sizeOf("Darker Grotesque", 900) ?? "", "size-adjust"),
    )
  })

  it("is named in the font stacks, right after each web font", () => {
    expect(fonts.body.startsWith(["Figtree", ...fallbackFamilies("Figtree")].join(", "))).toBe(true)
    expect(fonts.display.startsWith(['"Darker Grotesque"', ...fallbackFamilies("Darker Grotesque")].join(", "))).toBe(
      true,
    )
    expect(fonts.diagram.startsWith(["Raleway", ...fallbackFamilies("Raleway")].join(", "))).toBe(true)
  })
})
