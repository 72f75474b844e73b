// Browser lifecycle APIs only; the implementations live in src/gatsby/.
export { wrapPageElement } from "./src/gatsby/wrap-page-element"
