// The import-cycle check (`npm run cycles`, a step of `npm test`): dependency-cruiser follows every import in src/,
// scripts/ (the generator included) and the Gatsby entry files, and fails on any cycle, type-only imports included
// (a cycle through types still ties two modules' meanings together).
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
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^src/gatsby-types\\.d\\.ts$", "^public/", "^\\.cache/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"] },
  },
}
