import { fireEvent, render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { BuiltPicture } from "./built-picture"

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
})
