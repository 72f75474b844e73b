/** @jest-environment <rootDir>/test/support/node-environment.cjs */
import type { GatsbyNode } from "gatsby"
import * as path from "node:path"

// onPostBuild's order matters: the page rewrites change inline scripts, so the Content-Security-Policy, which hashes
// them and lists the files, is written last; the styles are gathered before the script starter is put in.
const mockLog: string[] = []
const mockStep = (name: string) =>
  jest.fn(
    () =>
      new Promise<void>((resolve) => {
        mockLog.push(`${name} start`)
        setTimeout(() => {
          mockLog.push(`${name} end`)
          resolve()
        }, 5)
      }),
  )
jest.mock("./site-files", () => ({ writeSiteFiles: mockStep("site files") }))
jest.mock("./publication-pdfs", () => ({ copyPublicationPdfs: mockStep("publication PDFs") }))
jest.mock("./archive", () => ({ writeArchiveFiles: mockStep("archive files") }))
jest.mock("./machine-consent", () => ({ writeMachineConsent: mockStep("machine consent") }))
jest.mock("./page-html", () => ({
  rewriteBuiltPages: mockStep("page rewrites"),
  rewritesVersion: (rewrites: { what: string }[]) => rewrites.map((r) => r.what).join(" + "),
}))
jest.mock("./csp", () => ({
  writeContentSecurityPolicy: mockStep("security headers"),
  inlineScriptHashes: { toString: () => "the hashing code" },
}))
// Each pass's record of what it did, opened under the pass's name and the version of the code it records.
jest.mock("./build-cache", () => ({
  PassRecord: { open: jest.fn((name: string, version: string) => Promise.resolve({ record: name, version })) },
}))
jest.mock("./emotion-styles", () => ({ STYLES_IN_HEAD: { what: "styles in the head" } }))
jest.mock("./start-scripts", () => ({ SCRIPTS_AFTER_PAINT: { what: "scripts after paint" } }))
jest.mock("./not-found-policy", () => ({ NOT_FOUND_POLICY: { what: "not-found policy" } }))
jest.mock("./languages", () => ({ NOT_FOUND_IN_LANGUAGE: { what: "not-found in language" } }))

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the mocks above, as Jest hoists them */
const { onPostBuild } = require("./post-build") as { onPostBuild: NonNullable<GatsbyNode["onPostBuild"]> }
const { rewriteBuiltPages } = require("./page-html") as { rewriteBuiltPages: jest.Mock }
const { writeContentSecurityPolicy } = require("./csp") as { writeContentSecurityPolicy: jest.Mock }
/* eslint-enable @typescript-eslint/no-require-imports */

it("writes the site files, PDFs, archive files and machine-readable consent, rewrites the pages, then the headers: each once, in turn", async () => {
  const reporter = { info: jest.fn() }
  await onPostBuild({ reporter } as never, { plugins: [] }, () => {})
  expect(mockLog).toEqual([
    "site files start",
    "site files end",
    "publication PDFs start",
    "publication PDFs end",
    "archive files start",
    "archive files end",
    "machine consent start",
    "machine consent end",
    "page rewrites start",
    "page rewrites end",
    "security headers start",
    "security headers end",
  ])
  // One pass over the pages: the styles gathered into the head first, then the scripts set to start after paint, each
  // language's not-found page named as the not-found page, and last the not-found pages' own policy, which hashes
  // their scripts as they finally are.
  expect(rewriteBuiltPages).toHaveBeenCalledTimes(1)
  // The pages under public/, with the record kept for these two rewrites; the policy with the hashes' record.
  expect(rewriteBuiltPages.mock.lastCall).toEqual([
    reporter,
    [
      { what: "styles in the head" },
      { what: "scripts after paint" },
      { what: "not-found in language" },
      { what: "not-found policy" },
    ],
    path.resolve(process.cwd(), "public"),
    {
      record: "page-rewrites",
      version: "styles in the head + scripts after paint + not-found in language + not-found policy",
    },
  ])
  expect(writeContentSecurityPolicy.mock.lastCall).toEqual([
    reporter,
    { record: "csp-hashes", version: "the hashing code" },
  ])
})
