// The import check (`npm run cycles`, a step of `npm test`): dependency-cruiser follows every import in src/,
// scripts/ (the generator included) and the Gatsby entry files, and fails on any cycle, type-only imports included
// (a cycle through types still ties two modules' meanings together), and on any import against the layers:
//   pages → views → components → hooks and theme (each may import the layers after it, never one before it);
//   gatsby-node (build time) → content-model, archive, cms, data, theme and the shared modules, never the UI;
//   content-model, archive, cms and data are pure: no UI, no build APIs.
// Test files are held to the same rules as the code beside them. docs/development.md, "Layout", says what each
// folder holds.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules must not import each other, directly or through others: split out the shared part instead.",
      from: {},
      to: { circular: true },
    },
    {
      name: "pages-are-entries",
      severity: "error",
      comment: "A page file is Gatsby's entry for its route (query, Head, one view); nothing imports it.",
      from: { path: "^src/(?!pages/)" },
      to: { path: "^src/pages/" },
    },
    {
      name: "views-below-pages",
      severity: "error",
      comment: "A view renders a page from props; it never reaches back into a page file.",
      from: { path: "^src/views/" },
      to: { path: "^src/pages/" },
    },
    {
      name: "components-below-views",
      severity: "error",
      comment: "Shared components serve every page, so they import no page's view: move the shared part down.",
      from: { path: "^src/components/" },
      to: { path: "^src/(views|pages)/" },
    },
    {
      name: "hooks-and-theme-at-the-bottom",
      severity: "error",
      comment: "Hooks and theme tokens are what components are built from; they import no component, view or page.",
      from: { path: "^src/(hooks|theme)/" },
      to: { path: "^src/(components|views|pages)/" },
    },
    {
      name: "build-code-without-ui",
      severity: "error",
      comment:
        "gatsby-node runs at build time over content-model, archive, cms and data; it never imports the UI " +
        "(components, views, pages, hooks) or the browser's lifecycle code (src/gatsby/). Share pure code through data/.",
      from: { path: "^(src/gatsby-node/|gatsby-node\\.ts$)" },
      to: { path: "^src/(components|views|pages|hooks|gatsby)/" },
    },
    {
      name: "pure-modules-without-ui",
      severity: "error",
      comment:
        "The content model, the archive's data work, the CMS config and data helpers are pure: no UI, no build APIs.",
      from: { path: "^src/(content-model|archive|cms|data)/" },
      to: { path: "^src/(components|views|pages|hooks|gatsby|gatsby-node)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^src/gatsby-types\\.d\\.ts$", "^public/", "^\\.cache/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"] },
  },
}
