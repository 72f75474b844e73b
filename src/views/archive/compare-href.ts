import { ARCHIVE_ROUTES } from "../../constants"

/**
 * The address of the compare view that plays two entries side by side, the first on the left and the second on the
 * right: /archive/compare/?a=<slug>&b=<slug>. One static page reads both slugs from the query, so any pair is
 * reachable without a page per pair. Slugs are lower-case words and hyphens (the content check's rule), encoded all
 * the same.
 */
export const compareHref = (a: string, b: string): string =>
  `${ARCHIVE_ROUTES.compare}?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`
