import { numberIn, percentIn } from "./number-format"

/** Values of every kind the archive shows: whole, tenths, half-way cases, negatives. */
const VALUES = [0, -0, 1, 2.44, 2.45, 9.6, 1.005, 0.125, 12345.678, -0.04, 0.1 + 0.2, 1 / 3, 29.97]

describe("the numbers the archive's components write themselves", () => {
  it("are on English pages exactly what String and the old percentage wrote", () => {
    for (const value of VALUES) {
      expect(numberIn("en", value)).toBe(String(value))
    }
    for (let step = 0; step <= 20; step += 1) {
      const volume = Number(String(step * 0.05))
      expect(percentIn("en", volume)).toBe(`${Math.round(volume * 100)}%`)
    }
  })

  it("are written the Spanish way on Spanish pages: a decimal comma, no grouping", () => {
    expect(numberIn("es", 0.125)).toBe("0,125")
    expect(numberIn("es", 12345.678)).toBe("12345,678")
    expect(percentIn("es", 0.6)).toBe("60\u00a0%")
  })
})
