import "@testing-library/jest-dom"
import { TextEncoder } from "node:util"

// jsdom lacks these browser APIs; the in-view hooks and gatsby-plugin-image use them.
class NoopIntersectionObserver implements IntersectionObserver {
  readonly root = null
  readonly rootMargin = "0px"
  readonly thresholds = [0]
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return []
  }
}
const inBrowserEnvironment = typeof window !== "undefined"
// jsdom lacks TextEncoder, which React's server renderer (react-dom/server) needs when it loads.
if (!("TextEncoder" in globalThis)) Object.assign(globalThis, { TextEncoder })
if (inBrowserEnvironment && !("IntersectionObserver" in window)) {
  Object.defineProperty(window, "IntersectionObserver", { writable: true, value: NoopIntersectionObserver })
}
if (inBrowserEnvironment && !window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  })
}
