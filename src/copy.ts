/**
 * Interface wording that belongs to the site's controls rather than to its content
 * (editors change content/; these change only with the components that use them).
 */
import { CREDIT_GROUPS, type CreditGroup } from "./constants"

/** The credit groups' names, as the People page's headings: the spec's own words, each group named by itself. */
const CREDIT_GROUP_NAMES = Object.fromEntries(CREDIT_GROUPS.map((group) => [group, group])) as {
  readonly [G in CreditGroup]: G
}

export const UI_TEXT = {
  opensInNewTab: "(opens in a new tab)",
  /** A credit's link, named for whose page it is; the name itself comes from content/credits. */
  profileOf: (name: string) => `${name}'s profile`,
  skipToContent: "Skip to content",
  mainNavigation: "Main",
  footerNavigation: "Footer",
  mobileNavigation: "Menu",
  menu: "menu",
  errorTitle: "Unexpected Application Error!",
  pauseVideo: "Pause video",
  playVideo: "Play video",
  /** The slideshow's control: one button whose label says what pressing it will do. */
  pauseSlideshow: "Pause slideshow",
  playSlideshow: "Play slideshow",
  slideshowRole: "slideshow",
  /** The flipbook's control (WCAG 2.2.2): one button whose label says what pressing it does. */
  pauseMotion: "Pause",
  playMotion: "Play",
  /** Under a portrait: the link to the archive entry made from its movement. */
  exploreArchiveEntry: "Explore this movement in the archive →",
  /** The People page's group headings. Content names a credit's group by its English name (CREDIT_GROUPS). */
  creditGroups: CREDIT_GROUP_NAMES,
} as const
