/**
 * What the production browser build gets for `gatsby-script` (src/gatsby-node/compile-hints.ts). Gatsby's runtime
 * re-exports it, and its Partytown plugin requires it whole for a development-only step, so every first view carried
 * 3.5 KB of code for `<Script>`, which the site does not use. The same names, with nothing to load: a `<Script>`
 * rendered by mistake says so rather than fail silently.
 */
export enum ScriptStrategy {
  postHydrate = "post-hydrate",
  idle = "idle",
  offMainThread = "off-main-thread",
}

export const Script = (): never => {
  throw new Error("gatsby-script's <Script> is not part of this site's browser build")
}

/** The scripts Partytown collects per page: none, since no page has any. */
export const collectedScriptsByPage = {
  get: (): unknown[] => [],
  set: (): void => undefined,
  delete: (): void => undefined,
}

export const scriptCache = new Set<string>()
export const scriptCallbackCache = new Map<string, unknown>()
