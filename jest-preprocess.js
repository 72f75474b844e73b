// Mirrors gatsby-config's jsxRuntime/jsxImportSource so the Emotion css prop works in tests too.
module.exports = require("babel-jest").default.createTransformer({
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
})
