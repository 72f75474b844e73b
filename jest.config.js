/** Component and unit tests (Jest + Testing Library); browser tests live in e2e/ and run with Playwright. */
module.exports = {
  testEnvironment: "jsdom",
  testMatch: [
    "<rootDir>/src/**/*.test.{ts,tsx}",
    "<rootDir>/test/**/*.test.{ts,tsx}",
    // The sample generator's tests sit beside it, type-checked with its own tsconfig.
    "<rootDir>/scripts/sample-content/**/*.test.ts",
  ],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|vtt|pdf)$": "<rootDir>/__mocks__/file-mock.js",
  },
  // Stryker's sandboxes (.stryker-tmp/) hold a copy of the project: neither its tests nor its package.json belong here.
  testPathIgnorePatterns: [
    "node_modules",
    "<rootDir>/\\.cache/",
    "<rootDir>/public/",
    "<rootDir>/\\.stryker-tmp/",
    // `npm test` runs Jest twice (scripts/test.mjs): the unit part beside the build and the static checks, then the
    // integration tests, two at a time. MU_JEST_PART picks one; unset, Jest runs everything.
    ...(process.env.MU_JEST_PART === "unit" ? ["<rootDir>/test/integration/"] : []),
  ],
  ...(process.env.MU_JEST_PART === "integration" ? { roots: ["<rootDir>/test/integration/"] } : {}),
  modulePathIgnorePatterns: ["<rootDir>/\\.stryker-tmp/"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost" },
  setupFiles: ["<rootDir>/loadershim.js"],
  // A run folder for the one cold build the integration tests share warm (test/support/built-copy.ts).
  globalSetup: "<rootDir>/test/support/built-copy-setup.ts",
  // The integration test with a lane of its own starts first, so that it runs beside the others.
  testSequencer: "<rootDir>/test/support/integration-sequencer.js",
  globalTeardown: "<rootDir>/test/support/built-copy-teardown.ts",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // A deadline for a test that hangs, not a verdict on speed: Jest's default of 5 s failed a component test that
  // renders every preview template on a machine under a load of 24. Tests that time something use fake timers.
  testTimeout: 60_000,
}
