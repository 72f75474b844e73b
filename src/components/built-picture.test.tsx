import { fireEvent, render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { BuiltPicture, imageOf } from "./built-picture"
import { ContentPicture } from "./content-picture"

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 300,
  height: 400,
  images: {
    fallback: {
      src: "/static/a/thumb.jpg",
      srcSet: "/static/a/thumb.jpg 300w, /static/b/thumb.jpg 600w",
      sizes: "300px",
    },
    sources: [{ type: "image/webp", srcSet: "/static/a/thumb.webp 300w", sizes: "300px" }],
  },
}

describe("BuiltPicture", () => {
  it("renders the build's formats as sources and the fallback as a sized, lazy image with its alt", () => {
    const { container } = render(<BuiltPicture image={image} alt="Thumbnail for a paper" />)
    const img = screen.getByRole("img", { name: "Thumbnail for a paper" })
    expect(img).toHaveAttribute("src", "/static/a/thumb.jpg")
    expect(img).toHaveAttribute("width", "300")
    expect(img).toHaveAttribute("height", "400")
    expect(img).toHaveAttribute("loading", "lazy")
    expect(container.querySelector("picture > source[type='image/webp']")).toHaveAttribute(
      "srcset",
      "/static/a/thumb.webp 300w",
    )
  })

  it("leaves a full-width picture's size to CSS (its data holds only the aspect ratio)", () => {
    render(
      <BuiltPicture image={{ ...image, layout: "fullWidth", width: 1, height: 0.4166666666666667 }} alt="A banner" />,
    )
    const img = screen.getByRole("img", { name: "A banner" })
    expect(img).not.toHaveAttribute("width")
    expect(img).not.toHaveAttribute("height")
  })

  it("fetches a priority picture at once, first", () => {
    render(<BuiltPicture image={image} alt="" priority />)
    const img = screen.getByRole("presentation")
    expect(img).toHaveAttribute("loading", "eager")
    expect(img).toHaveAttribute("fetchpriority", "high")
  })

  it("reports when the image has loaded or failed", () => {
    const onSettled = jest.fn()
    render(<BuiltPicture image={image} alt="A still" onSettled={onSettled} />)
    const img = screen.getByRole("img", { name: "A still" })
    // jsdom never loads images: `complete` is false until the event.
    expect(onSettled).not.toHaveBeenCalled()
    fireEvent.load(img)
    expect(onSettled).toHaveBeenCalledTimes(1)
  })

  it("reports an image that had already loaded before it mounted (a load React's onLoad would miss)", () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true)
    const onSettled = jest.fn()
    render(<BuiltPicture image={image} alt="A still" onSettled={onSettled} />)
    expect(onSettled).toHaveBeenCalledTimes(1)
    complete.mockRestore()
  })

  it("writes no size it does not know (the editor's preview of a new upload: 0 × 0 until it loads)", () => {
    render(<BuiltPicture image={{ ...image, width: 0, height: 0 }} alt="A new upload" />)
    const img = screen.getByRole("img", { name: "A new upload" })
    expect(img).not.toHaveAttribute("width")
    expect(img).not.toHaveAttribute("height")
  })

  it("takes a caller's sizes over the build's guess, for every format", () => {
    const { container } = render(<BuiltPicture image={image} alt="A still" sizes="25vw" />)
    expect(screen.getByRole("img", { name: "A still" })).toHaveAttribute("sizes", "25vw")
    expect(container.querySelector("source")).toHaveAttribute("sizes", "25vw")
  })
})

describe("imageOf", () => {
  it("reads the image data a query's childImageSharp holds, and nothing from nothing", () => {
    expect(imageOf({ gatsbyImageData: image })).toBe(image)
    expect(imageOf(null)).toBeUndefined()
    expect(imageOf(undefined)).toBeUndefined()
  })
})

describe("ContentPicture", () => {
  const picture = { alt: "Overlaid poses", image: { childImageSharp: { gatsbyImageData: image } } }

  // The frame's lang (its alt text's language on another language's page): src/i18n/field-langs.test.tsx.
  it("is a lazy picture that is its own frame, marked for the visual snapshots, with its class", () => {
    const { container } = render(<ContentPicture picture={picture} className="rendering" />)
    const frame = container.querySelector("picture")
    expect(frame).toHaveAttribute("data-frame")
    expect(frame).not.toHaveAttribute("lang")
    expect(frame?.className).toMatch(/rendering/)
    const img = screen.getByRole("img", { name: "Overlaid poses" })
    expect(img).toHaveAttribute("loading", "lazy")
    expect(img).not.toHaveAttribute("style")
  })

  it("covers its frame from the given position when asked, and keeps its own shape otherwise", () => {
    render(<ContentPicture picture={picture} cover="center bottom" eager />)
    const img = screen.getByRole("img", { name: "Overlaid poses" })
    expect(img).toHaveStyle({ objectPosition: "center bottom" })
    expect(img).toHaveAttribute("loading", "eager")
  })

  it("renders nothing for a picture the build could not make", () => {
    const { container } = render(<ContentPicture picture={{ alt: "Gone", image: { childImageSharp: null } }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
