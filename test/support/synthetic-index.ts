import { BODY_EMPHASES } from "../../src/constants"
import type { IndexedEntry } from "../../src/archive/index-pages"

/**
 * The nth synthetic entry of the archive's compact index: invented names; terms, settings, body emphases and
 * durations repeat at different periods, so a thousand of them exercise every filter.
 */
export const syntheticIndexedEntry = (n: number): IndexedEntry => ({
  slug: `synthetic-${n}`,
  title: `Synthetic take ${n}`,
  moverName: `the invented ${n}`,
  setting: `an invented place ${n % 7}`,
  terms: [`term-${n % 5}`, `term-${(n + 2) % 5}`],
  bodyEmphasis: BODY_EMPHASES[n % BODY_EMPHASES.length] as string,
  durationS: 4 + (n % 17),
  synthetic: n % 2 === 0,
})
