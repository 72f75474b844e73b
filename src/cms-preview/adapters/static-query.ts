import { createContext } from "react"

/** The data of the one static query the preview renders, the frame's (SiteFrame), filled by the preview. */
export const StaticQueryData = createContext<unknown>(undefined)
