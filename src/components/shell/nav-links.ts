import { ROUTES, type PageKey } from "../../constants"

export interface NavLink {
  key: PageKey
  label: string
  to: string
}

/** The five navigation links, labelled from content/site, in route order. */
export const navLinks = (pages: readonly { key: string; navLabel: string }[]): NavLink[] =>
  (Object.keys(ROUTES) as PageKey[]).flatMap((key) => {
    const page = pages.find((p) => p.key === key)
    return page ? [{ key, label: page.navLabel, to: ROUTES[key] }] : []
  })

/** Gatsby serves pages with a trailing slash; treat "/people" and "/people/" alike. */
export const isCurrent = (to: string, pathname: string) => to === pathname || (to !== "/" && `${pathname}/` === to)
