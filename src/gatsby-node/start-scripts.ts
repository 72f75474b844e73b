import type { PageRewrite } from "./page-html"

/**
 * Gatsby ends every page with `<script src="…" async>` tags for its runtime, React and the app. The preload
 * scanner finds them while the HTML is still being parsed, so on a slow connection they share the bandwidth
 * with the fonts and the first pictures, and the first screen waits for more bytes than it needs. After the
 * build we replace them with one small inline script that adds the same scripts, in the same order, once the
 * first screen is complete: after the first frame (whose layout asks for the web fonts), when the web fonts
 * have arrived and the pictures marked `fetchpriority="high"` (the first screen's largest, see
 * first-load.md, "When each picture is fetched") are decoded, one frame later (so they are painted), and at
 * most {@link SCRIPTS_WAIT_AT_MOST_MS} after the start. A page in a background tab paints nothing until it is
 * shown, so there the scripts start at once. The page reads fully before then: it is server-rendered.
 */

/** The inline script that starts the page's scripts; its data-scripts attribute lists them (JSON). */
export const START_SCRIPTS_ID = "start-scripts"

/**
 * The longest the scripts wait for the first screen's fonts and pictures, from when the starter runs: 2.5 s,
 * the bound of a good largest contentful paint in Google's Core Web Vitals. On a connection so slow that the
 * first screen takes longer, the page still becomes interactive then.
 */
export const SCRIPTS_WAIT_AT_MOST_MS = 2500

const ASYNC_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g
const STARTER = new RegExp(`<script id="${START_SCRIPTS_ID}" data-scripts="([^"]*)">`)

/**
 * The starter's code: plain ES5 (with `Promise`), since it runs before any of ours. It reads its list from its
 * own attribute, so its text, and with it the Content-Security-Policy hash, stays the same from build to build.
 * `go` runs once, whichever comes first: the first screen complete, or the time limit. A picture that fails to
 * decode counts as arrived.
 */
export const SCRIPT_STARTER =
  `(function(){var s=JSON.parse(document.currentScript.getAttribute("data-scripts")),d=false;` +
  `function go(){if(d)return;d=true;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}` +
  `function afterFrame(f){requestAnimationFrame(function(){setTimeout(f,0)})}` +
  `if(document.visibilityState!=="visible")return go();setTimeout(go,${SCRIPTS_WAIT_AT_MOST_MS});` +
  `afterFrame(function(){var w=[document.fonts&&document.fonts.ready];` +
  `[].forEach.call(document.querySelectorAll('img[fetchpriority="high"]'),function(i){w.push(i.decode&&i.decode().catch(function(){}))});` +
  `Promise.all(w).then(function(){afterFrame(go)})})})()`

/**
 * The page with its async script tags replaced by one starter where the first of them stood. A page without
 * such tags (already rewritten, or one with no scripts) comes back unchanged.
 */
export const startScriptsAfterPaint = (html: string): string => {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1] ?? "")
  if (sources.length === 0) return html
  const list = JSON.stringify(sources).replace(/"/g, "&quot;")
  let first = true
  return html.replace(ASYNC_SCRIPT, () => {
    if (!first) return ""
    first = false
    return `<script id="${START_SCRIPTS_ID}" data-scripts="${list}">${SCRIPT_STARTER}</script>`
  })
}

/** The script addresses a built page starts, read from its starter. */
export const startedScripts = (html: string): string[] => {
  const list = STARTER.exec(html)?.[1]
  return list ? (JSON.parse(list.replace(/&quot;/g, '"')) as string[]) : []
}

export const SCRIPTS_AFTER_PAINT: PageRewrite = {
  what: "Scripts start once the first screen is complete",
  rewrite: startScriptsAfterPaint,
}
