import { css } from "@emotion/react"
import { Link } from "gatsby"
import { archiveEntryPath } from "../../constants"
import { useLocalPath, useWords } from "../../i18n/page-language"
import { palette } from "../../theme/tokens"

/** Which archive entry (slug) was made from each portrait's movement. */
export const archiveEntriesByPortrait = (
  entries: readonly { slug: string; portrait?: { slug: string } | null }[],
): Map<string, string> =>
  new Map(entries.flatMap((entry) => (entry.portrait ? [[entry.portrait.slug, entry.slug] as const] : [])))

/** A line of its own under the flipbook (its parent wraps), centred. */
const linkCss = css({
  display: "block",
  flexBasis: "100%",
  textAlign: "center",
  margin: "12px 0",
  color: palette.primaryOrange,
  fontWeight: 600,
  "&:focus-visible": { outline: `3px solid ${palette.primaryOrange}`, outlineOffset: 2 },
})

/** From a portrait to its movement in the archive (nothing when no entry names the portrait). */
export function ArchiveEntryLink({ entry }: { entry: string | undefined }) {
  const words = useWords()
  const local = useLocalPath()
  if (!entry) return null
  return (
    <Link to={local(archiveEntryPath(entry))} css={linkCss}>
      {words.ui.exploreArchiveEntry}
    </Link>
  )
}
