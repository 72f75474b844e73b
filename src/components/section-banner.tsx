import { graphql } from "gatsby"
import type { BannerSection } from "../constants"
import { bannerFor } from "../data/banners"

export const query = graphql`
  fragment SectionBanner on BannersJson {
    banners {
      section
      title
    }
  }
`

/** The section's title as the page's one h1 (the layered parallax images come with the shell). */
export function SectionBanner({ section, data }: { section: BannerSection; data: Queries.SectionBannerFragment | null }) {
  const banner = bannerFor(section, data?.banners ?? [])
  return <h1>{banner?.title}</h1>
}
