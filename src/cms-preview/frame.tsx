import createCache, { type EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { ReactNode } from "react"
import { globalCss } from "../theme/global-styles"
import { EMOTION_KEY } from "../theme/server-styles"

/** Marks the preview document's copy of the site-wide rules, so it is written once. */
export const GLOBAL_STYLE_ATTRIBUTE = "data-preview-global"

const caches = new WeakMap<Document, EmotionCache>()

/**
 * The Emotion cache of one preview document: Decap renders the preview in an iframe, so the views' rules must go
 * into that document's head, not the admin page's (where Emotion's default cache would put them, unseen). One cache
 * per document; Decap keeps its frame while the editor stays on the entry.
 */
export const cacheFor = (doc: Document): EmotionCache => {
  let cache = caches.get(doc)
  if (!cache) {
    cache = createCache({ key: EMOTION_KEY, container: doc.head })
    caches.set(doc, cache)
  }
  return cache
}

/** The site-wide rules (fonts, body type and colours, focus ring), as every built page has them in its head. */
export const addGlobalStyles = (doc: Document): void => {
  if (doc.head.querySelector(`style[${GLOBAL_STYLE_ATTRIBUTE}]`)) return
  const style = doc.createElement("style")
  style.setAttribute(GLOBAL_STYLE_ATTRIBUTE, "")
  style.textContent = globalCss
  doc.head.append(style)
}

/** Renders the site's views inside the preview document, with the site's rules there. */
export function PreviewFrame({ doc, children }: { doc: Document; children: ReactNode }) {
  addGlobalStyles(doc)
  return <CacheProvider value={cacheFor(doc)}>{children}</CacheProvider>
}
