import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { useEffect, useRef } from "react"
import { BuiltPicture, imageOf } from "../built-picture"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { useWindowScroll } from "../../hooks/use-window-scroll"
import { BANNER_PARALLAX_RATES, fonts, media, PAGE_GUTTER_PX, palette, upTo } from "../../theme/tokens"

/**
 * @public Gatsby finds this fragment in the source when it builds the queries; no module imports it.
 *
 * `sizes: "50vw"`: the layers are blurred 4–5 px (LAYER_FILTERS), so a phone takes the 480 px files, which show the
 * same as the 960 px ones (a screenshot of each banner at 412 px and 1.75× differs by under 1 level in 255 on
 * average) at about half the bytes: 24 KB instead of 57 KB for the Portraits banner's three layers. Screens over 960
 * device pixels wide still take the 960 px files.
 */
export const query = graphql`
  fragment SectionBanner on Banner {
    section
    title
    layers {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 960], quality: 40, sizes: "50vw")
      }
    }
  }
`

const BANNER_HEIGHT = { default: "min(60vh, 500px)", laptop: "min(60vh, 400px)", tablet: "300px" } as const

const bannerCss = css({
  position: "relative",
  width: "100%",
  height: BANNER_HEIGHT.default,
  overflow: "hidden",
  backgroundColor: palette.black,
  marginBottom: 100,
  borderBottom: "3px solid white",
  boxShadow: `0 10px 20px ${palette.bannerShadow}`,
  [media.laptop]: { height: BANNER_HEIGHT.laptop },
  [media.tablet]: { height: BANNER_HEIGHT.tablet, marginBottom: 25 },
})

/** Blur and tone per layer, back to front (docs/design.md, "Section banner"). */
const LAYER_FILTERS = [
  "grayscale(0.8) blur(5px)",
  "grayscale(0.8) brightness(0.6) contrast(0.5) blur(5px)",
  "grayscale(0.8) blur(4px)",
] as const

/** Taller than the frame and lifted by 10%, so a layer carried down by the parallax never shows a gap. */
const layerCss = css({
  position: "absolute",
  left: 0,
  right: 0,
  top: "-10%",
  height: "130%",
  willChange: "transform",
  // Styled from the layer, so no style element lands inside a <picture> in the server HTML.
  "& img": { display: "block", width: "100%", height: "100%", objectFit: "cover" },
})

const titleFrameCss = css({
  position: "absolute",
  inset: 0,
  zIndex: 900,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: `0 ${PAGE_GUTTER_PX.default}px`,
  [media.tablet]: { padding: `0 ${PAGE_GUTTER_PX.tablet}px` },
})

const titleCss = css({
  margin: 0,
  fontFamily: fonts.display,
  fontWeight: 900,
  fontSize: "8vw",
  lineHeight: 1,
  textTransform: "uppercase",
  textAlign: "center",
  color: "white",
  opacity: 0.7,
  textShadow: `0 0 10px ${palette.bannerTitleGlow}`,
  [media.tablet]: { fontSize: "4rem", lineHeight: "3.6rem" },
  // Long titles ("Publications") must fit a 375px screen.
  [media.phone]: { fontSize: "2.6rem", lineHeight: "2.6rem" },
})

/**
 * One layer as a plain <picture> (BuiltPicture, not GatsbyImage, so the back layer, the section pages' largest
 * paint, shows as soon as it arrives rather than after hydration). The first (back) layer is fetched first; the
 * others lazily.
 */
function Layer({ index, image }: { index: number; image: Queries.SectionBannerFragment["layers"][number] }) {
  const data = imageOf(image.childImageSharp)
  return data ? (
    <BuiltPicture image={data} alt="" priority={index === 0} style={{ filter: LAYER_FILTERS[index] }} />
  ) : null
}

/**
 * The layer a screen wider than a tablet fetches from the start, and the screens that do.
 *
 * There the whole banner is in the first screen, 400–500 px tall across the window, so one of its layers is the
 * largest paint. Chrome does not count a picture of under 0.05 bits per pixel of its area (a near-plain wash, such as
 * the Publications banner's back layer), and then the largest paint is the middle layer. Lazy, it was requested only
 * after the first layout, and in Lighthouse's simulation it then shared the bandwidth with the scripts; preloaded, it
 * is requested as the HTML arrives. Where the back layer counts, the preload took about 20 ms from it on a desktop,
 * and LCP ÷ floor did not move (the floor carries the same preload). Phones skip it: there the largest paint is a
 * picture of the page, and loading more layers at once delayed it (docs/performance-log.md, 2026-11-27 afternoon
 * and 2026-11-26 late evening).
 */
const PRELOADED_ON_WIDE_SCREENS = { layer: 1, media: `not all and ${upTo.tablet}` } as const

/** A preload of one layer's preferred format, for the screens `media` matches. */
function LayerPreload({ image, media }: { image: Queries.SectionBannerFragment["layers"][number]; media: string }) {
  const source = imageOf(image.childImageSharp)?.images.sources?.[0]
  return source ? (
    <link
      rel="preload"
      as="image"
      type={source.type}
      imageSrcSet={source.srcSet}
      imageSizes={source.sizes}
      media={media}
    />
  ) : null
}

/**
 * The section's title over three layered, blurred images with scroll parallax. The title is the page's one h1,
 * unless the page has its own (the archive's pages): then it is the same words, set the same way, as a paragraph.
 */
export function SectionBanner({
  banner,
  titleIsHeading = true,
  titleLang,
}: {
  banner: Queries.SectionBannerFragment
  titleIsHeading?: boolean
  /** The title's language, where it is not the page's (src/i18n/page-language.tsx, fieldLang). */
  titleLang?: string
}) {
  const Title = titleIsHeading ? "h1" : "p"
  const reduced = usePrefersReducedMotion()
  const layers = useRef<(HTMLDivElement | null)[]>([])
  // Each layer is carried down by its rate in px per px scrolled, written straight to the element.
  const place = (y: number) =>
    layers.current.forEach((layer, index) => {
      if (layer) layer.style.transform = reduced ? "" : `translateY(${y * (BANNER_PARALLAX_RATES[index] ?? 0)}px)`
    })
  useWindowScroll(place)
  useEffect(() => place(window.scrollY))
  const preloaded = banner.layers[PRELOADED_ON_WIDE_SCREENS.layer]
  return (
    <div css={bannerCss} data-testid="section-banner">
      {preloaded && <LayerPreload image={preloaded} media={PRELOADED_ON_WIDE_SCREENS.media} />}
      {banner.layers.map((image, index) => (
        <div
          key={index}
          ref={(element) => {
            layers.current[index] = element
          }}
          css={layerCss}
          data-banner-layer={index}
        >
          <Layer index={index} image={image} />
        </div>
      ))}
      <div css={titleFrameCss}>
        <Title css={titleCss} lang={titleLang}>
          {banner.title}
        </Title>
      </div>
    </div>
  )
}
