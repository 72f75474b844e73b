import { css } from "@emotion/react"

const iconCss = css({
  width: 15,
  height: 15,
  marginLeft: 5,
  verticalAlign: "-0.1em",
  flexShrink: 0,
})

/**
 * The "opens elsewhere" mark beside a linked name: a box with an arrow leaving it. Decorative (the link's
 * name says it opens a new tab), drawn in the link's colour, and with no ids so it can repeat on a page.
 */
export function ExternalLinkIcon() {
  return (
    <svg
      css={iconCss}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M19 13.5V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5.5" />
      <path d="M14.5 3H21v6.5" />
      <path d="M10.5 13.5L21 3" />
    </svg>
  )
}
