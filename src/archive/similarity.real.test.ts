/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * The criterion on real captures, opt-in: real takes cannot be committed to this repository, so this runs
 * only when MU_REAL_TAKES names a folder of .bvh files with a kinds.json (./real-takes.ts, docs/similarity.md) and
 * is skipped otherwise. The folder names at least two takes "walk" and one "dance": each walk's nearest walk must be
 * nearer than every dance, and a shuffled descriptor must meet that far less often.
 */
import { kindMisses, readRealTakes, shuffledTakes } from "./real-takes"

const folder = process.env.MU_REAL_TAKES
const describeIfFolder = folder ? describe : describe.skip
/** Shuffles tried, and the share of them that may meet the criterion by chance. */
const SHUFFLES = 40
const CHANCE_SHARE = 0.25

describeIfFolder(`similarity on the real takes in MU_REAL_TAKES (${folder ?? "unset"})`, () => {
  const takes = folder ? readRealTakes(folder) : []

  test("each walk's nearest walk is nearer than every dance", () => {
    const misses = kindMisses(takes, "walk", "dance")
    expect(misses).toBeDefined()
    expect(
      (misses ?? []).map(
        ({ take, own, other }) =>
          `${take}: its nearest walk ${own[0]} ${own[1].toFixed(2)} is not nearer than ${other[0]} ${other[1].toFixed(2)}`,
      ),
    ).toEqual([])
  })

  test("a shuffled descriptor meets that far less often", () => {
    const met = Array.from({ length: SHUFFLES }, (_, seed) =>
      kindMisses(shuffledTakes(takes, seed + 1), "walk", "dance"),
    )
    expect(met.filter((misses) => misses?.length === 0).length).toBeLessThanOrEqual(CHANCE_SHARE * SHUFFLES)
  })
})
