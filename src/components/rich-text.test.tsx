import { render } from "@testing-library/react"
import { parseInline, RichText } from "./rich-text"

describe("parseInline", () => {
  it("splits **strong** and *emphasis* from plain text", () => {
    expect(parseInline("What does **mocap** *capture*?")).toEqual([
      { text: "What does " },
      { text: "mocap", strong: true },
      { text: " " },
      { text: "capture", em: true },
      { text: "?" },
    ])
  })
  it("leaves a lone asterisk literal", () => {
    expect(parseInline("5 * 3")).toEqual([{ text: "5 * 3" }])
  })
})

describe("RichText", () => {
  it("renders strong and em elements", () => {
    const { container } = render(
      <p>
        <RichText>{"A **kinetic haiku** is *short*."}</RichText>
      </p>,
    )
    expect(container.innerHTML).toBe("<p>A <strong>kinetic haiku</strong> is <em>short</em>.</p>")
  })
})
