/**
 * What the browser build gets for `@builder.io/partytown/integration` (src/gatsby-node/compile-hints.ts). Gatsby's
 * own Partytown plugin requires it in every browser bundle, but calls it only in development (for `<Script
 * strategy="off-main-thread">`, which the site does not use): in a production bundle it was 2.8 KB of code that
 * never ran, on every first view. Should a page ever ask for it, it says so rather than fail silently.
 */
export const SCRIPT_TYPE = "text/partytown"

export const partytownSnippet = (): string => {
  throw new Error("Off-main-thread scripts (Partytown) are not part of this site's browser build")
}
