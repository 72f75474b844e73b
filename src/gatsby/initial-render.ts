import type { GatsbyBrowser } from "gatsby"
import { markFirstHydrationDone } from "../components/hydrate-when-near"

/** After the first page has hydrated, later pages render at once (HydrateWhenNear gates only the first). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => markFirstHydrationDone()
