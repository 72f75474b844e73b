/**
 * Jest's node environment, for test files that name it in their docblock (`@jest-environment
 * <rootDir>/test/support/node-environment.cjs`). Under Stryker (`npm run test:mutation`) it is the same
 * environment with Stryker's hooks, which tell Stryker which test reaches which mutant: a docblock's environment
 * bypasses the one Stryker sets in the Jest config, and a plain `@jest-environment node` would leave those tests
 * without that per-test coverage, which stops the run.
 */
const { TestEnvironment } = require("jest-environment-node")

module.exports = process.env.STRYKER_MUTATOR_WORKER
  ? require("@stryker-mutator/jest-runner").mixinJestEnvironment(TestEnvironment)
  : TestEnvironment
