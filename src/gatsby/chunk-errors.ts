/**
 * When a page's code fails to load during a client-side navigation (say, a deploy replaced the chunk),
 * Gatsby's loader falls back to a full page load of the new address, once: on that load it renders the
 * server HTML and logs "page resources … not found" rather than reloading again. The first failure,
 * though, is silent apart from the browser's network line, so say what happened before the reload.
 */
export const logFailedScripts = () => {
  window.addEventListener(
    "error",
    (event) => {
      const target = event.target
      if (target instanceof HTMLScriptElement && target.src)
        console.error(`Could not load ${target.src}; the page will reload to fetch the current version.`)
    },
    // Load errors of <script> elements do not bubble; they reach window only in the capture phase.
    true,
  )
}
