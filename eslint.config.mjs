// ESLint for the whole repository (flat config). `npm run lint` runs it with --max-warnings 0, then
// `prettier --check .`; `npm test` runs the same as its own step.
//
// The choice follows what mature React + TypeScript codebases use: the recommended sets, typed where TypeScript can
// inform them, and nothing stylistic (Prettier owns formatting; eslint-config-prettier switches off every rule that
// would fight it). Type-aware rules need `src/gatsby-types.d.ts`, which `gatsby build` or `gatsby develop` writes.
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import playwright from "eslint-plugin-playwright"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import testingLibrary from "eslint-plugin-testing-library"
import globals from "globals"
import tseslint from "typescript-eslint"

const TS = ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"]
const JS = ["**/*.js", "**/*.mjs", "**/*.cjs"]

export default tseslint.config(
  {
    // Generated or vendored: Gatsby's output and cache, its generated query types, Playwright's reports.
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      // Netlify's CLI: its build's plugins and the adapter's copy of Gatsby's cache (npm run build:netlify).
      ".netlify/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "playwright-report/",
      "content/",
      // Stryker's sandboxes and its reports (incremental files, JSON and HTML reports).
      ".stryker-tmp/",
      "reports/",
      // Decap CMS's prebuilt bundle, copied in by the build (src/gatsby-node/admin.ts); not ours.
      "static/admin/",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },

  js.configs.recommended,
  // `const { a, ...rest } = props` leaves `a` unused on purpose: it is taken out of `rest`.
  { rules: { "no-unused-vars": ["error", { ignoreRestSiblings: true }] } },

  // TypeScript: the type-checked recommended set. Each file is checked with the tsconfig that owns it (the root one,
  // or scripts/sample-content/tsconfig.json for the generator), found by the project service.
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `_name` marks a parameter that a signature requires but the body does not use.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // Type-only imports stay visibly type-only, so Babel (which strips types per file) never keeps a dead import.
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      // Gatsby's lifecycle APIs accept async functions wherever a promise is awaited by Gatsby; JSX event handlers
      // that start a promise are the common case the rule's default would flag without a real bug.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },

  // Plain JavaScript (configs, mocks, Node scripts): the same rules without type information.
  {
    files: JS,
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["jest.config.js", "jest-preprocess.js", "loadershim.js", "graphql.config.js", "__mocks__/**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },

  // React: the recommended set for the automatic JSX runtime (Emotion's jsxImportSource), hooks, accessibility.
  {
    files: ["**/*.tsx"],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat["jsx-runtime"],
      reactHooks.configs.flat["recommended-latest"],
      jsxA11y.flatConfigs.recommended,
    ],
    settings: { react: { version: "18.3" } },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Props are typed by TypeScript.
      "react/prop-types": "off",
      // Emotion's `css` prop is a real prop under its JSX runtime.
      "react/no-unknown-property": ["error", { ignore: ["css"] }],
    },
  },
  {
    files: ["src/hooks/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.flat["recommended-latest"].rules },
  },

  // Jest component and unit tests: Testing Library's React rules.
  {
    files: ["src/**/*.test.ts", "src/**/*.test.tsx", "test/**/*.ts", "jest.setup.ts"],
    extends: [testingLibrary.configs["flat/react"]],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: {
      // Chosen off: besides what a user finds by role and text, these tests check markup nobody queries by role —
      // the SVG figures' parts, a flipbook's stacked frames, no stray ids, no headings inside lists — and only the
      // container's DOM can show that. User-facing checks still use screen queries (prefer-screen-queries is on).
      "testing-library/no-node-access": "off",
      "testing-library/no-container": "off",
    },
  },

  // Browser tests: Playwright's recommended rules.
  {
    files: ["e2e/**/*.ts"],
    extends: [playwright.configs["flat/recommended"]],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Chosen off: these tests assert that nothing happens during a window (a paused flipbook keeps its frame, a
      // fade has not started yet, reduced motion keeps everything still), so a fixed wait is the measurement itself.
      "playwright/no-wait-for-timeout": "off",
      // Chosen off: the tests are driven by the content they read (every credit, sponsor and portrait in content/),
      // and an entry's optional fields decide what to expect (a credit with a URL is a link, one without is text).
      "playwright/no-conditional-in-test": "off",
      "playwright/no-conditional-expect": "off",
      // Assertions that live in the shared helpers of e2e/support.ts and e2e/clock.ts.
      "playwright/expect-expect": [
        "warn",
        { assertFunctionNames: ["expectImagesLoaded", "expectFocusNeverHidden", "expectStillFor"] },
      ],
    },
  },

  // Tests of content: they read and edit the editors' JSON (a copy of content/, parsed), whose shape the content
  // model and the validator own. Chosen off here only: typing every fixture edit would restate the model in each test,
  // and a wrong path fails the test itself (the validator or the page names what is missing).
  {
    files: ["src/**/*.test.ts", "src/**/*.test.tsx", "test/**/*.ts", "e2e/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
    },
  },

  // The functions bench-portraits passes to page.evaluate run in the browser.
  { files: ["scripts/bench-portraits.mjs"], languageOptions: { globals: { ...globals.browser } } },

  // Node-side code.
  {
    files: ["scripts/**", "gatsby-node.ts", "gatsby-config.ts", "src/gatsby-node/**", "playwright.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },

  // Last: switch off anything that would disagree with Prettier.
  prettier,
)
