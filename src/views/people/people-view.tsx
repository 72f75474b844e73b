import { css } from "@emotion/react"
import { SponsorLogos } from "../../components/sponsor-logos"
import { Subheader } from "../../components/subheader"
import { groupCredits } from "../../data/credits"
import { useFieldLang, useWords, useWordsLang } from "../../i18n/page-language"
import { media, TOP_BAR_CLEARANCE_PX } from "../../theme/tokens"
import { CreditItem } from "./credit-item"

/**
 * Credits and partners side by side, each half the width; stacked from tablet width (docs/design.md, "People page").
 */
const columnsCss = css({
  display: "flex",
  alignItems: "flex-start",
  gap: 50,
  [media.tablet]: { flexDirection: "column", gap: 25 },
})

const columnCss = css({
  flex: "1 1 0",
  minWidth: 0,
  [media.tablet]: { flex: "none", width: "100%" },
})

/** From tablet width the groups flow into a wrapping row, two to a line, then one to a line on phones. */
const creditsCss = css({
  [media.tablet]: { display: "flex", flexWrap: "wrap", columnGap: "10%" },
})

const groupCss = css({
  marginBottom: 50,
  [media.tablet]: { flex: "0 0 45%", minWidth: 0, margin: "10px 0" },
  [media.phone]: { flex: "0 0 100%" },
})

const namesCss = css({ listStyle: "none", margin: 0, padding: 0 })

/** Partners stay in view beside the long list of credits while it scrolls past (below the sticky top bar). */
const partnersCss = css({
  position: "sticky",
  top: TOP_BAR_CLEARANCE_PX,
  [media.tablet]: { position: "static" },
})

/** Two logos to a row beside the credits; one to a row on phones. */
const logosCss = css({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: "10px 30px",
  [media.phone]: { gridTemplateColumns: "minmax(0, 1fr)", maxWidth: 320 },
})

export function PeopleView({ data }: { data: Queries.PeoplePageQuery }) {
  const { creditsJson, sponsorsJson } = data
  const words = useWords()
  // The groups' names are the interface's (the spec's groups), in the page's language inside content marked English.
  const wordsLang = useWordsLang()
  const lang = useFieldLang()
  if (!creditsJson || !sponsorsJson) return null
  return (
    <div css={columnsCss}>
      <div css={[columnCss, creditsCss]}>
        {groupCredits(creditsJson.credits).map(({ group, credits }) => (
          <section key={group} css={groupCss}>
            <Subheader lang={wordsLang}>{words.ui.creditGroups[group]}</Subheader>
            <ul css={namesCss}>
              {credits.map((credit, index) => (
                <CreditItem key={`${index}-${credit.name}`} credit={credit} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section css={[columnCss, partnersCss]}>
        <Subheader lang={lang(creditsJson, "partnersHeading")}>{creditsJson.partnersHeading}</Subheader>
        <SponsorLogos css={logosCss} sponsors={sponsorsJson.sponsors} />
      </section>
    </div>
  )
}
