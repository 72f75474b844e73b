/** The preview's rules land in the preview frame's own document, as Decap renders the preview in an iframe. */
import { css } from "@emotion/react"
import { render, within } from "@testing-library/react"
import { GLOBAL_STYLE_ATTRIBUTE, PreviewFrame } from "./frame"

const boxCss = css({ borderTopWidth: 7, borderTopStyle: "solid" })

describe("PreviewFrame", () => {
  it("writes the views' Emotion rules and the site-wide rules into the frame's head, not the admin page's", () => {
    const iframe = document.createElement("iframe")
    document.body.append(iframe)
    const doc = iframe.contentDocument!
    const adminStyles = document.head.querySelectorAll("style").length
    render(
      <PreviewFrame doc={doc}>
        <div css={boxCss}>Inside the preview</div>
      </PreviewFrame>,
      { container: doc.body.appendChild(doc.createElement("div")), baseElement: doc.body },
    )
    const box = within(doc.body).getByText("Inside the preview")
    expect(doc.defaultView!.getComputedStyle(box).borderTopWidth).toBe("7px")
    expect(doc.head.querySelectorAll(`style[${GLOBAL_STYLE_ATTRIBUTE}]`)).toHaveLength(1)
    expect(doc.head.querySelector(`style[${GLOBAL_STYLE_ATTRIBUTE}]`)?.textContent).toContain("@font-face")
    expect(document.head.querySelectorAll("style")).toHaveLength(adminStyles)
  })

  it("writes the site-wide rules once, however often the preview renders", () => {
    const iframe = document.createElement("iframe")
    document.body.append(iframe)
    const doc = iframe.contentDocument!
    const container = doc.body.appendChild(doc.createElement("div"))
    const { rerender } = render(<PreviewFrame doc={doc}>one</PreviewFrame>, { container, baseElement: doc.body })
    rerender(<PreviewFrame doc={doc}>two</PreviewFrame>)
    expect(doc.head.querySelectorAll(`style[${GLOBAL_STYLE_ATTRIBUTE}]`)).toHaveLength(1)
  })
})
