import { act, render, screen } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { installTestIntersectionObserver } from "../../test/support/test-intersection-observer"
import { HydrateWhenNear } from "./hydrate-when-near"

// IntersectionObserver under the test's control: `reveal()` reports every watched element on screen.
let reveal = () => {}
beforeEach(() => {
  const { report } = installTestIntersectionObserver()
  reveal = () => report(true)
  document.body.innerHTML = ""
})

/** A part that counts its renders, so a test can tell whether React has hydrated it. */
const renders: string[] = []
function Part({ name }: { name: string }) {
  renders.push(name)
  return <p>{name}</p>
}

describe("HydrateWhenNear", () => {
  it("renders its children at once where there is no server HTML (develop, client renders)", () => {
    render(
      <HydrateWhenNear>
        <Part name="below" />
      </HydrateWhenNear>,
    )
    expect(screen.getByText("below")).toBeInTheDocument()
  })

  it("keeps the server HTML untouched and unhydrated until the part nears the screen, then hydrates it in place", async () => {
    const tree = (
      <div>
        <HydrateWhenNear>
          <Part name="below" />
        </HydrateWhenNear>
      </div>
    )
    // eslint-disable-next-line testing-library/render-result-naming-convention -- the server's markup from renderToString, not a Testing Library render
    const html = renderToString(tree)
    expect(html).toContain("below")
    // Gatsby's focus wrapper holds the server HTML, which tells the part that it is being hydrated.
    document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${html}</div></div>`
    const container = document.getElementById("gatsby-focus-wrapper")!
    const serverParagraph = container.querySelector("p")
    renders.length = 0
    await act(async () => {
      hydrateRoot(
        container,
        <div>
          <HydrateWhenNear>
            <Part name="below" />
          </HydrateWhenNear>
        </div>,
      )
      await Promise.resolve()
    })
    expect(renders).toEqual([])
    expect(container.querySelector("p")).toBe(serverParagraph)
    reveal()
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(renders).toEqual(["below"])
    // Hydrated, not re-created: the same element the server sent.
    expect(container.querySelector("p")).toBe(serverParagraph)
  })
})
