/**
 * The one place that names where the editors' CMS saves and logs in (docs/editing.md, "Setting up the live editor (once)").
 * Change these when the repository or the Netlify site moves; the admin's config is generated from them.
 */
export interface CmsSettings {
  repo: string
  branch: string
  siteDomain: string
  localBackendPort: number
}

export const CMS_SETTINGS: CmsSettings = {
  /** The GitHub repository ("owner/name") the CMS commits to and opens pull requests on. */
  repo: "movement-undercommons/website",
  /** The branch the site is published from; editorial pull requests target it. */
  branch: "main",
  /**
   * The Netlify site's domain. Logins go through Netlify's OAuth provider, which finds the site's GitHub
   * OAuth app by this name, so logins from deploy-preview hosts and from localhost resolve to the right site.
   */
  siteDomain: "movementundercommons.netlify.app",
  /**
   * Where `npm run cms` runs decap-server, the local backend that writes straight into the working tree
   * (127.0.0.1 only: it has no authentication). Decap's default port.
   */
  localBackendPort: 8081,
}
