/**
 * What the deploy check (./netlify-deploy.spec.ts) and npm test's build of the deploy preview
 * (test/support/netlify-build.ts) agree on. It lives beside the specs because the integration tests run the specs
 * in copies of the project that hold e2e/ but not test/.
 */

/**
 * Names the folder holding the deploy preview's build (its public/ and the netlify.toml it was built with). It must
 * lie outside this git checkout: Netlify's CLI takes the netlify.toml at the repository's root over the one in the
 * folder it serves, and with it that root's public/_headers, so a preview kept inside the checkout was served with
 * the production build's headers (no noindex, the production consent).
 */
export const DEPLOY_PREVIEW_VARIABLE = "MU_DEPLOY_PREVIEW_DIR"

export interface ArchiveEntryConsent {
  slug: string
  consent: { machineLearning: boolean }
}

/**
 * The deploy preview's change: the first entry after `refusing` whose mover refuses machine learning now allows it,
 * so the preview's served headers show both kinds of entry (every sample entry refuses). Returns its slug.
 */
export const previewConsentingSlug = (entries: readonly ArchiveEntryConsent[], refusing: string): string => {
  const entry = entries.find((candidate) => candidate.slug !== refusing && !candidate.consent.machineLearning)
  if (!entry) throw new Error("The deploy preview's change needs a second archive entry that refuses machine learning")
  return entry.slug
}

/** The first archive entry whose mover refuses machine learning: the deploy check's refusing entry. */
export const refusingSlug = (entries: readonly ArchiveEntryConsent[]): string => {
  const entry = entries.find((candidate) => !candidate.consent.machineLearning)
  if (!entry) throw new Error("The deploy check needs an archive entry that refuses machine learning")
  return entry.slug
}
