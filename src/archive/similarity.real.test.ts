/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
/**
 * The criterion on real captures, opt-in: real takes cannot be committed to this repository, so this runs
 * only when MU_REAL_TAKES names a folder of .bvh files with a kinds.json (./real-takes.ts, docs/similarity.md) and
 * is skipped otherwise. Every two takes of one kind must be nearer each other than either is to a take of another.
 */
import { kindViolations, readRealTakes } from "./real-takes"

const folder = process.env.MU_REAL_TAKES
const describeIfFolder = folder ? describe : describe.skip

describeIfFolder(`similarity on the real takes in MU_REAL_TAKES (${folder ?? "unset"})`, () => {
  const takes = folder ? readRealTakes(folder) : []

  test("the folder holds two takes of one kind and one of another, by its kinds.json", () => {
    const kinds = takes.map((take) => take.kind).filter((kind) => kind !== undefined)
    expect(kinds.some((kind, i) => kinds.indexOf(kind) !== i)).toBe(true)
    expect(new Set(kinds).size).toBeGreaterThan(1)
  })

  test("takes of one kind are nearer each other than any of them is to a take of another kind", () => {
    const violations = kindViolations(takes).map(
      ({ same, other }) =>
        `${same[0]}–${same[1]} ${same[2].toFixed(2)} is not nearer than ${other[0]}–${other[1]} ${other[2].toFixed(2)}`,
    )
    expect(violations).toEqual([])
  })
})
