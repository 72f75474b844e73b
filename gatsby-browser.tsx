// Browser lifecycle APIs only; the implementations live in src/gatsby/.
export { onClientEntry } from "./src/gatsby/client-entry"
export { wrapRootElement } from "./src/gatsby/emotion-cache"
export { shouldUpdateScroll } from "./src/gatsby/scroll"
export { wrapPageElement } from "./src/gatsby/wrap-page-element"
