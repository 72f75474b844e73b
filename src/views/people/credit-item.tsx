import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { ExternalLinkIcon } from "../../components/external-link-icon"
import { ExternalLink } from "../../components/external-link"
import { useWords } from "../../i18n/page-language"
import { palette, TOP_BAR_CLEARANCE_PX } from "../../theme/tokens"

/** @public Gatsby finds this fragment in the source when it builds the queries; no module imports it. */
export const query = graphql`
  fragment CreditItem on Credit {
    name
    url
    active
  }
`

const itemCss = css({
  margin: "5px 0",
  fontSize: "1.2rem",
  lineHeight: "1.6rem",
  fontWeight: 300,
  color: palette.bodyText,
  "&[data-active='false']": { color: palette.inactiveText, fontStyle: "italic" },
})

const linkCss = css({
  color: palette.primaryOrange,
  textDecoration: "none",
  textDecorationThickness: 1,
  textUnderlineOffset: 3,
  scrollMarginTop: TOP_BAR_CLEARANCE_PX,
  "&:hover, &:focus-visible": { textDecoration: "underline" },
  // An inactive name stays grey even when it links somewhere.
  "[data-active='false'] > &": { color: palette.inactiveText },
})

/** One credited name: plain text, or a link to the person's page with the external-link mark; greyed if inactive. */
export function CreditItem({ credit }: { credit: Queries.CreditItemFragment }) {
  const words = useWords()
  return (
    <li css={itemCss} data-active={credit.active}>
      {credit.url ? (
        <ExternalLink css={linkCss} href={credit.url} label={words.ui.profileOf(credit.name)}>
          {credit.name}
          <ExternalLinkIcon />
        </ExternalLink>
      ) : (
        credit.name
      )}
    </li>
  )
}
