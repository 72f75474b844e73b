// @ts-check
/**
 * Mutation testing (Stryker): `npm run test:mutation` (scripts/test-mutation.ts) runs one Stryker pass per group
 * below and prints each group's score; docs/mutation-testing.md explains the setup, the scores and the survivors.
 *
 * The groups (mutation-groups.json) are the pure modules where a wrong line changes what visitors or editors get. Each group keeps its
 * own incremental file and JSON report, so running one group never discards what another group's last run found.
 * The runner passes the group in STRYKER_GROUP; `npx stryker run` without it mutates every group at once.
 */

import { readFileSync } from "node:fs"

/**
 * The groups (mutation-groups.json, read by scripts/test-mutation.ts too): a name and the files it mutates.
 * @type {readonly { name: string, mutate: readonly string[] }[]}
 */
const MUTATION_GROUPS = JSON.parse(readFileSync(new URL("./mutation-groups.json", import.meta.url), "utf8"))

/** Test files are never mutated. */
const NOT_TESTS = ["!src/**/*.test.ts", "!src/**/*.test.tsx"]

const groupName = process.env.STRYKER_GROUP
const group = MUTATION_GROUPS.find((g) => g.name === groupName)
if (groupName && !group) throw new Error(`STRYKER_GROUP: no mutation group named "${groupName}"`)
const reportName = group ? group.name : "all"

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
const config = {
  mutate: [...(group ? group.mutate : MUTATION_GROUPS.flatMap((g) => g.mutate)), ...NOT_TESTS],
  testRunner: "jest",
  jest: {
    projectType: "custom",
    configFile: "jest.config.js",
    // Only the tests that import a mutated file (directly or not) run against its mutants.
    enableFindRelatedTests: true,
    config: {
      testPathIgnorePatterns: [
        "node_modules",
        "<rootDir>/\\.cache/",
        "<rootDir>/public/",
        // The integration tests run whole Gatsby builds in copies of the project (minutes each); they never load
        // the sandbox's mutated code, so they could not kill a mutant anyway.
        "<rootDir>/test/integration/",
        // These two check the rules on a fresh copy of the real content/ per case (2–5 s each, a minute a file).
        // Stryker runs every test that reaches a mutant, so with them the content model's run took over an hour and
        // a half on two cores; validate.mutation.test.ts and archive-checks.mutation.test.ts hold the same rules
        // on small hand-written files, and they are what the score measures.
        "<rootDir>/src/content-model/validate\\.test\\.ts$",
        "<rootDir>/src/content-model/archive-checks\\.test\\.ts$",
        // Runs the sample generator twice in child processes (a minute and more): far too slow per mutant, and the
        // archive code it exercises has its own unit tests.
        "<rootDir>/scripts/sample-content/generator\\.test\\.ts$",
        // The archive's heavy tests: entry-files.test.ts derives the real sample takes (hundreds of frames each, at
        // its describe level, so for every mutant of the pipeline), inspect.test.ts inspects each exporter's fixture
        // in its describe bodies (collection time, which Stryker cannot tie to a test), player-budget.test.ts
        // analyses a minute at 120 fps. The *.mutation.test.ts files beside them hold the same rules inside each
        // test, on takes of a few frames.
        "<rootDir>/src/archive/entry-files\\.test\\.ts$",
        "<rootDir>/src/archive/inspect\\.test\\.ts$",
        "<rootDir>/src/archive/player-budget\\.test\\.ts$",
      ],
    },
  },
  // Each mutant runs only the tests that reach its code.
  coverageAnalysis: "perTest",
  // A static mutant is one in code that runs when the module loads (the content model's declarations in model.ts,
  // constant tables), so no single test can be said to reach it and Stryker would run every related test for each
  // one (a whole run of them took 23-52 s in this group's first runs; the content model has about 390 static
  // mutants, so hours). They are left out of the score (reported as Ignored) unless STRYKER_STATIC=1 asks for them;
  // docs/mutation-testing.md says what guards those lines instead.
  ignoreStatic: process.env.STRYKER_STATIC !== "1",
  // Mutants that do not type-check are dropped before any test runs. The checker's project holds the mutated
  // modules and their tests only, so it needs no generated Gatsby query types (those come from a build).
  checkers: ["typescript"],
  tsconfigFile: "tsconfig.stryker.json",
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  // Three worker processes on our two-core machines. Stryker gives half of them (rounded up) to the type checker and
  // the rest to Jest, and here the checker is the bottleneck: at concurrency 2 (one of each) the checker used a whole
  // core while Jest idled at a third of one, 11 mutants a minute; at 3 (two checkers, one runner) the same
  // validate.ts run tested 482 mutants in 22.7 minutes, 21 a minute. Once checking is done, all three run tests.
  concurrency: 3,
  incremental: true,
  incrementalFile: `reports/stryker-incremental/${reportName}.json`,
  reporters: ["clear-text", "progress", "json", "html"],
  jsonReporter: { fileName: `reports/mutation/${reportName}.json` },
  htmlReporter: { fileName: `reports/mutation/${reportName}.html` },
  // Our runner applies the 80 % floor to each group; Stryker's own threshold would only see the total.
  thresholds: { high: 90, low: 80, break: null },
  // Only what the tests need is copied into the sandbox.
  ignorePatterns: ["public", ".cache", "reports", "test-results", "playwright-report", "static/admin", "e2e"],
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  timeoutMS: 10000,
}

export default config
