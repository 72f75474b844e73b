import { css } from "@emotion/react"
import { useMotionValueEvent, useScroll, type MotionValue } from "framer-motion"
import { graphql } from "gatsby"
import { useEffect, useRef } from "react"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { BANNER_PARALLAX_RATES, fonts, media, PAGE_GUTTER_PX, palette } from "../../theme/tokens"

export const query = graphql`
  fragment SectionBanner on Banner {
    section
    title
    layers {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 960], quality: 40)
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

/** Blur and tone per layer, back to front (design reference §2.4). */
const LAYER_FILTERS = [
  "grayscale(0.8) blur(5px)",
  "grayscale(0.8) brightness(0.6) contrast(0.5) blur(5px)",
  "grayscale(0.8) blur(4px)",
] as const

/** Taller than the frame and lifted by 10%, so a layer carried down by the parallax never shows a gap. */
const layerCss = css({ position: "absolute", left: 0, right: 0, top: "-10%", height: "130%", willChange: "transform" })

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

function Layer({
  index,
  scrollY,
  reduced,
  image,
}: {
  index: number
  scrollY: MotionValue<number>
  reduced: boolean
  image: Queries.SectionBannerFragment["layers"][number]
}) {
  const rate = BANNER_PARALLAX_RATES[index] ?? 0
  const layer = useRef<HTMLDivElement>(null)
  // Carried down by `rate` px per px scrolled, written straight to the element: no React render per frame.
  const place = (y: number) => {
    if (layer.current) layer.current.style.transform = reduced ? "" : `translateY(${y * rate}px)`
  }
  useMotionValueEvent(scrollY, "change", place)
  useEffect(() => place(scrollY.get()))
  const data = getImage(image.childImageSharp)
  if (!data) return null
  return (
    <div ref={layer} css={layerCss} data-banner-layer={index}>
      <GatsbyImage
        image={data}
        alt=""
        loading={index === 0 ? "eager" : "lazy"}
        objectFit="cover"
        style={{ width: "100%", height: "100%", filter: LAYER_FILTERS[index] }}
      />
    </div>
  )
}

/** The section's title, the page's one h1, over three layered, blurred images with scroll parallax. */
export function SectionBanner({ banner }: { banner: Queries.SectionBannerFragment }) {
  const { scrollY } = useScroll()
  const reduced = usePrefersReducedMotion()
  return (
    <div css={bannerCss} data-testid="section-banner">
      {banner.layers.map((image, index) => (
        <Layer key={index} index={index} scrollY={scrollY} reduced={reduced} image={image} />
      ))}
      <div css={titleFrameCss}>
        <h1 css={titleCss}>{banner.title}</h1>
      </div>
    </div>
  )
}
