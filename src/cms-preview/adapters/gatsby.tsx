/**
 * What the site's components take from "gatsby", for the editor's preview, where there is no Gatsby: the preview's
 * bundle resolves "gatsby" to this file (src/gatsby-node/admin-preview.ts). Page queries and fragments are the
 * build's business (the preview hands each view its data), so `graphql` is inert; the frame's static query is
 * answered from a context the preview fills; a link is a plain link, opened by the preview frame's
 * <base target="_blank"> in a tab of its own, on the site.
 */
import { useContext, type AnchorHTMLAttributes } from "react"
import { StaticQueryData } from "./static-query"

export const graphql = (..._parts: unknown[]): undefined => undefined

export const withPrefix = (path: string): string => path

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  partiallyActive?: boolean
  replace?: boolean
}

export function Link({
  to,
  activeClassName: _active,
  partiallyActive: _partially,
  replace: _replace,
  children,
  ...rest
}: LinkProps) {
  return (
    <a {...rest} href={to}>
      {children}
    </a>
  )
}

/** The frame's query, answered from the preview's own site and banners files. */
export const useStaticQuery = <T,>(_query?: unknown): T => {
  const data = useContext(StaticQueryData)
  if (data === undefined) throw new Error("The editor's preview renders this component without its data")
  return data as T
}
