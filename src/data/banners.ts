import { FALLBACK_BANNER_SECTION } from "../constants"

/** The banner for a section; a section without its own uses the portraits banner (docs/design.md, "Section banner"). */
export const bannerFor = <B extends { section: string }>(section: string, banners: readonly B[]): B | undefined =>
  banners.find((b) => b.section === section) ?? banners.find((b) => b.section === FALLBACK_BANNER_SECTION)
