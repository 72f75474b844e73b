import { renderToString } from "react-dom/server"
import { BREAKPOINT_PX } from "../../constants"
import { SectionBanner } from "./section-banner"

/** One layer's build data as the banner's query returns it: a WebP source and a PNG fallback, at two widths. */
const layer = (name: string) => {
  const files = (ext: string) => `/static/${name}-480.${ext} 480w,\n/static/${name}-960.${ext} 960w`
  return {
    childImageSharp: {
      gatsbyImageData: {
        layout: "fullWidth" as const,
        width: 1,
        height: 0.42,
        images: {
          fallback: { src: `/static/${name}-960.png`, srcSet: files("png"), sizes: "50vw" },
          sources: [{ type: "image/webp", srcSet: files("webp"), sizes: "50vw" }],
        },
      },
    },
  }
}

const banner = (layers: ReturnType<typeof layer>[]) =>
  ({ section: "publications", title: "Invented Section", layers }) as unknown as Queries.SectionBannerFragment

/** The banner as the server renders it. */
const serverMarkup = (layers: ReturnType<typeof layer>[]) => renderToString(<SectionBanner banner={banner(layers)} />)

const preloads = (html: string) => [...html.matchAll(/<link [^>]*rel="preload"[^>]*>/g)].map((match) => match[0])

describe("SectionBanner", () => {
  it("preloads the middle layer's preferred format for screens wider than a tablet, and no other layer", () => {
    const layers = [layer("back"), layer("middle"), layer("front")]
    const links = preloads(serverMarkup(layers))
    expect(links).toHaveLength(1)
    const link = links[0] ?? ""
    expect(link).toContain('as="image"')
    expect(link).toContain('type="image/webp"')
    expect(link).toContain('imageSrcSet="/static/middle-480.webp 480w,\n/static/middle-960.webp 960w"')
    expect(link).toContain('imageSizes="50vw"')
    expect(link).toContain(`media="not all and (max-width: ${BREAKPOINT_PX.tablet}px)"`)
    // The layer itself stays lazy: the preload is for wide screens only.
    expect(serverMarkup(layers)).toMatch(/<img[^>]*srcSet="\/static\/middle-480\.png[^"]*"[^>]*loading="lazy"/)
  })

  it("preloads nothing for a banner without a middle layer", () => {
    expect(preloads(serverMarkup([layer("back")]))).toEqual([])
  })
})
