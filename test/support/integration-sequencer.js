/**
 * Jest's order of test files, with the integration tests that wait longest on one lane of their own first: `npm test`
 * runs the integration tests with two workers (scripts/test.mjs), and bad-media-develop spends about two minutes on a
 * cold `gatsby develop` in a folder of its own while the others take the shared built copy in turn
 * (test/support/built-copy.ts). Started first, it runs beside them; started last, it would run alone. The rest keep
 * Jest's own order (those that failed last time, then the slowest, then the largest files).
 */
const { default: TestSequencer } = require("@jest/test-sequencer")

/** File names, longest first. */
const FIRST = ["bad-media-develop.test.ts"]
const rank = (test) => {
  const at = FIRST.findIndex((name) => test.path.endsWith(`/${name}`))
  return at === -1 ? FIRST.length : at
}

class LongestLaneFirst extends TestSequencer {
  async sort(tests) {
    const sorted = await super.sort(tests)
    // Array.prototype.sort is stable: within a rank, Jest's order stands.
    return [...sorted].sort((a, b) => rank(a) - rank(b))
  }
}

module.exports = LongestLaneFirst
module.exports.FIRST = FIRST
