import createCache, { type EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { ReactElement } from "react"
import { EMOTION_KEY, SERVER_STYLE_IDS } from "../theme/server-styles"

/**
 * The browser's Emotion cache: Emotion's default one, except that the rules the server rendered are registered from
 * the gathered tag's list of ids (src/gatsby-node/emotion-styles.ts) instead of by moving the tag, which Emotion's
 * own start-up does and which makes the browser read the whole style sheet again. A registered rule is never
 * inserted again; rules the server did not render are inserted as usual, in a tag after the gathered one, so the
 * cascade is the same.
 */
export const createSiteCache = (): EmotionCache => {
  const cache = createCache({ key: EMOTION_KEY })
  const ids = document.querySelector(`style[${SERVER_STYLE_IDS}]`)?.getAttribute(SERVER_STYLE_IDS) ?? ""
  for (const id of ids.split(" ")) if (id !== "") cache.inserted[id] = true
  return cache
}

let cache: EmotionCache | undefined

/** Gives every page the site's cache; made once, on the first page. */
export const wrapRootElement = ({ element }: { element: ReactElement }): ReactElement => (
  <CacheProvider value={(cache ??= createSiteCache())}>{element}</CacheProvider>
)
