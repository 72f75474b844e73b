import { parseSentence, sentenceSlugs } from "./sentence"

describe("sentences with {slug} marks", () => {
  it("splits text and marks in order, keeping the text between them exactly", () => {
    expect(parseSentence("Made with {a}, {b-2} and friends.")).toEqual([
      { text: "Made with " },
      { slug: "a" },
      { text: ", " },
      { slug: "b-2" },
      { text: " and friends." },
    ])
  })

  it("reads a sentence with no marks, or only marks", () => {
    expect(parseSentence("No partners yet.")).toEqual([{ text: "No partners yet." }])
    expect(parseSentence("{a}{b}")).toEqual([{ slug: "a" }, { slug: "b" }])
    expect(parseSentence("")).toEqual([])
  })

  it("lists the slugs a sentence names, an empty mark included so the build can report it", () => {
    expect(sentenceSlugs("{a} and {} and {c}")).toEqual(["a", "", "c"])
  })
})
