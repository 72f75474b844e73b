import createCache from "@emotion/cache"
import { css } from "@emotion/react"
import { render, screen } from "@testing-library/react"
import { EMOTION_KEY, SERVER_STYLE_IDS } from "../theme/server-styles"
import { createSiteCache, wrapRootElement } from "./emotion-cache"

/** A head as the build leaves it: the gathered server styles last, then whatever scripts add after it. */
const setHead = (gathered: string) => {
  document.head.innerHTML = `<style data-global-styles="">body{margin:0}</style>${gathered}<script></script>`
}
const gatheredTag = () => document.head.querySelector(`style[${SERVER_STYLE_IDS}]`)

const red = css({ color: "red" })
const blue = css({ color: "blue" })
/** Every rule Emotion has inserted into its own tags since the page loaded. */
const insertedRules = () =>
  [...document.head.querySelectorAll(`style[data-emotion="${EMOTION_KEY}"]`)]
    .flatMap((tag) => [...((tag as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .concat([...document.head.querySelectorAll(`style[data-emotion="${EMOTION_KEY}"]`)].map((t) => t.textContent ?? ""))
    .filter((text) => text !== "")

afterEach(() => {
  document.head.innerHTML = ""
})

describe("createSiteCache", () => {
  it("registers the ids the build gathered, and leaves their tag where it is", () => {
    setHead(`<style ${SERVER_STYLE_IDS}="a1 animation-b2  c3">.css-a1{color:red}</style>`)
    const before = gatheredTag()
    const cache = createSiteCache()
    expect(cache.key).toBe(EMOTION_KEY)
    expect(Object.keys(cache.inserted).sort()).toEqual(["a1", "animation-b2", "c3"])
    expect(gatheredTag()).toBe(before)
    expect(document.head.lastElementChild?.tagName).toBe("SCRIPT")
  })

  it("works on a page with no gathered styles", () => {
    setHead("")
    expect(Object.keys(createSiteCache().inserted)).toEqual([])
  })

  // Why the build does not use Emotion's own attribute: Emotion's cache moves every tag so named to the end of the
  // head as it starts, and a moved style sheet is read again.
  it("is needed: Emotion's own cache would move a tag named its way", () => {
    document.head.innerHTML = `<style data-emotion="${EMOTION_KEY} a1" data-s="">.css-a1{color:red}</style><script></script>`
    createCache({ key: EMOTION_KEY })
    expect(document.head.lastElementChild?.tagName).toBe("STYLE")
  })
})

describe("wrapRootElement", () => {
  it("renders with a cache that inserts only the rules the server did not render", () => {
    setHead("")
    const { unmount } = render(<div css={red}>red</div>)
    const redClass = screen.getByText("red").className
    unmount()
    const redId = redClass.replace(`${EMOTION_KEY}-`, "")
    expect(redId).not.toBe("")
    document.head.innerHTML = ""

    // A page whose server styles hold the red rule but not the blue one.
    setHead(`<style ${SERVER_STYLE_IDS}="${redId}">.${redClass}{color:red;}</style>`)
    render(
      <>
        {wrapRootElement({
          element: (
            <>
              <p css={red}>red</p>
              <p css={blue}>blue</p>
            </>
          ),
        })}
      </>,
    )
    expect(screen.getByText("red").className).toBe(redClass)
    const rules = insertedRules().join("\n")
    expect(rules).toContain("blue")
    expect(rules).not.toContain("red")
  })
})
