import { ARCHIVE_ROUTES } from "../../constants"

/** The compare view's address for two entries, by slug: the first on the left, the second on the right. */
export const compareHref = (a: string, b: string): string =>
  `${ARCHIVE_ROUTES.compare}?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`
