/**
 * Which entry of a file's list the editor changed between two drafts: the first whose value differs, or, when
 * the list only grew or shrank at its end, the last one. Undefined when the list is the same.
 */
export const changedEntry = (before: readonly unknown[], after: readonly unknown[]): number | undefined => {
  const length = Math.max(before.length, after.length)
  for (let i = 0; i < length; i++) {
    if (JSON.stringify(before[i]) !== JSON.stringify(after[i])) return Math.min(i, after.length - 1)
  }
  return undefined
}
