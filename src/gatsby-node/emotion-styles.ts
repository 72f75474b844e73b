import { EMOTION_KEY, SERVER_STYLE_IDS } from "../theme/server-styles"
import type { PageRewrite } from "./page-html"

/**
 * Emotion server-renders each component's rules as a `<style data-emotion="css id">` just before the element
 * (30–50 of them on a page). Before hydrating, Emotion's client moves every one of them into the head: one DOM
 * move and one style invalidation each, inside the long task that starts the app, and the browser recomputes
 * styles as each is met in the body while parsing. After the build we gather them, in document order, into one
 * tag at the end of the head: the same rules in the same cascade order (the body's styles came after the
 * head's), so a page looks the same before and after.
 *
 * The tag names its rules' ids in SERVER_STYLE_IDS, not in Emotion's `data-emotion`: Emotion's client moves
 * every tag it finds by that attribute to the end of the head (even one marked as moved), and a style sheet that
 * moves is dropped and read again, so the browser recomputed every element's style in one long task after the
 * app started (54 ms unthrottled on /technology/, whose sheet is 65 KB; a trace of 2026-11-26). The site's
 * Emotion cache (src/gatsby/emotion-cache.tsx) registers the ids instead, so the client never inserts those
 * rules again.
 */

const SERVER_STYLE = new RegExp(`<style data-emotion="${EMOTION_KEY} ([^"]*)">([\\s\\S]*?)</style>`, "g")

/** The page with its server-rendered Emotion styles gathered into one tag at the end of its head. */
export const gatherEmotionStyles = (html: string): string => {
  const tags = [...html.matchAll(SERVER_STYLE)]
  if (tags.length === 0 || !html.includes("</head>")) return html
  const ids = new Set<string>()
  let rules = ""
  for (const [, names = "", css = ""] of tags) {
    const fresh = names.split(" ").filter((name) => name !== "" && !ids.has(name))
    if (fresh.length === 0) continue // the same rules again: once is enough
    fresh.forEach((name) => ids.add(name))
    rules += css
  }
  const gathered = `<style ${SERVER_STYLE_IDS}="${[...ids].join(" ")}">${rules}</style>`
  return html.replace(SERVER_STYLE, "").replace("</head>", () => `${gathered}</head>`)
}

export const STYLES_IN_HEAD: PageRewrite = {
  what: "Emotion's styles gathered into the head",
  rewrite: gatherEmotionStyles,
}
