/**
 * How the server-rendered styles reach the browser, shared by the post-build step that gathers them
 * (src/gatsby-node/emotion-styles.ts) and the browser's Emotion cache (src/gatsby/emotion-cache.tsx).
 */

/** The key of the Emotion cache the site's `css` props use (Emotion's default). */
export const EMOTION_KEY = "css"

/**
 * The attribute of the one `<style>` in each page's head that holds every server-rendered rule: the ids of those
 * rules, space-separated. It is not Emotion's own `data-emotion`, so Emotion's client does not move the tag (which
 * would make the browser drop and re-read the whole style sheet); the site's cache reads the ids from it instead.
 */
export const SERVER_STYLE_IDS = "data-emotion-ids"
