/**
 * @jest-environment node
 *
 * The integration tests' order: the test with a lane of its own first, whatever order Jest would pick (it sorts the
 * tests that failed last time first, then the slowest, then the largest files), and Jest's order for the rest.
 */
import * as fs from "node:fs"
import * as path from "node:path"

interface FakeTest {
  path: string
  duration?: number
  context: { config: { cache: boolean; rootDir: string }; hasteFS: { getSize: (file: string) => number } }
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads the sequencer as CommonJS
const Sequencer = require("./integration-sequencer") as {
  new (options: object): { sort: (tests: FakeTest[]) => Promise<FakeTest[]> }
  FIRST: string[]
}

const INTEGRATION = path.join(__dirname, "..", "integration")

/** Every integration test, with the file sizes given (Jest's order when it has no timings: the largest first). */
const testsOfSizes = (sizes: Record<string, number>): FakeTest[] => {
  const context = {
    config: { cache: false, rootDir: path.join(__dirname, "..", "..") },
    hasteFS: { getSize: (file: string) => sizes[path.basename(file)] ?? 0 },
  }
  return Object.keys(sizes).map((name) => ({ path: path.join(INTEGRATION, name), context }))
}

const namesIn = (tests: FakeTest[]) => tests.map((test) => path.basename(test.path))

describe("the integration tests' order", () => {
  it("names only integration tests that exist", () => {
    expect(Sequencer.FIRST.length).toBeGreaterThan(0)
    for (const name of Sequencer.FIRST) expect(fs.existsSync(path.join(INTEGRATION, name))).toBe(true)
  })

  it("starts the test with a lane of its own first even when Jest would start it last, keeping Jest's order for the rest", async () => {
    const names = fs.readdirSync(INTEGRATION).filter((name) => name.endsWith(".test.ts"))
    const [first] = Sequencer.FIRST
    // Sizes that put the lane's own test last in Jest's order, the others in a known order.
    const others = names.filter((name) => name !== first)
    const sizes = Object.fromEntries([...others.map((name, i) => [name, 10_000 - i]), [first, 1]]) as Record<
      string,
      number
    >
    const sorted = await new Sequencer({}).sort(testsOfSizes(sizes))
    expect(namesIn(sorted)).toEqual([first, ...others])
  })
})
