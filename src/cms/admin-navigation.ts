/**
 * Navigation inside the admin loads what the address names. Decap's editor is one React component for every entry
 * address (`#/collections/<collection>/entries/<entry>`), and it loads its entry only when it first appears: when
 * the address changes from one entry to another without passing through a list (typing in the address bar, Back,
 * Forward), Decap kept the component and showed the new entry's form empty, beside the old entry's preview, and a
 * save from it would have written that empty form over the file. So a change of address from one entry's editor
 * to another's reloads the admin, which then opens the entry the address names, as a bookmark does. (A save from a
 * form that holds none of its file is refused too: ./stale-saves.ts.)
 */

/** Decap's address of an entry's editor (an existing entry, or a new one), or undefined for any other view. */
const EDITOR_ROUTE = /^#\/collections\/[^/?#]+\/(?:entries\/[^?#]+|new)(?:\?.*)?$/

/** The editor route a location's fragment names, or undefined when it names another view (a list, the workflow). */
export const editorRoute = (hash: string): string | undefined => (EDITOR_ROUTE.test(hash) ? hash : undefined)

/** Whether moving from one address's fragment to another's leaves Decap's editor showing the wrong entry. */
export const needsReload = (from: string, to: string): boolean => {
  const before = editorRoute(from)
  const after = editorRoute(to)
  return before !== undefined && after !== undefined && before !== after
}

/** Reloads the admin when the address moves from one entry's editor to another's (see the file's comment). */
export const reloadOnEntryChange = (target: Window = window): void => {
  target.addEventListener("hashchange", (event) => {
    if (needsReload(new URL(event.oldURL).hash, new URL(event.newURL).hash)) target.location.reload()
  })
}
