/**
 * A lexicon term's playlist: its entries in the order asked for. "Slow to fast" sorts by the build's speed figure
 * (ArchiveDerived.speedMps: the root mean square of the joints' speeds over the take); ties keep the listed order.
 */
export const PLAYLIST_ORDERS = ["listed", "slowToFast", "fastToSlow"] as const
export type PlaylistOrder = (typeof PLAYLIST_ORDERS)[number]

export interface PlaylistEntry {
  slug: string
  title: string
  /** The title's language where it is not the page's (its translation missing). */
  titleLang?: string | undefined
  speedMps: number
}

export const playlistOrder = <T extends PlaylistEntry>(entries: readonly T[], order: PlaylistOrder): T[] => {
  const listed = entries.map((entry, i) => ({ entry, i }))
  if (order !== "listed") {
    const sign = order === "slowToFast" ? 1 : -1
    listed.sort((x, y) => sign * (x.entry.speedMps - y.entry.speedMps) || x.i - y.i)
  }
  return listed.map(({ entry }) => entry)
}

/** The entry after `index` when the one playing ends: the next, or none after the last (the playlist stops). */
export const nextIndex = (index: number, length: number): number | undefined =>
  index + 1 < length ? index + 1 : undefined
