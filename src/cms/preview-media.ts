/**
 * The media the editor's preview shows. A content file's media values are relative to its folder
 * ("stills/x.jpg" in content/portraits/portraits.json), in folders per field, and a page shows other files' media too
 * (the banners' layers, the sponsors' logos), which Decap's getAsset does not resolve without the field's own
 * config. So the preview asks by repository path: a file the editor has just chosen is the draft's own blob: URL;
 * a stored file is read once through the backend the editor uses (decap-server when editing locally, GitHub with the
 * editor's login on the live site) and shown from a blob: URL, which the admin's policy allows for pictures and video.
 */
import { ADMIN_PATH } from "../security-headers"

/** A media value of a content file (by its CMS name, the file's folder) as a path in the repository. */
export const mediaPath = (value: string, file: string): string => `content/${file}/${value}`

/** The types the site's media come in, by extension: a blob: URL needs one for an SVG logo and a video to show. */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  svg: "image/svg+xml",
  mp4: "video/mp4",
  vtt: "text/vtt",
  bvh: "text/plain",
}
export const mediaType = (path: string): string =>
  MEDIA_TYPES[path.slice(path.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream"

interface AdminConfig {
  backend: { repo: string; branch: string }
  local_backend: { url: string }
}
let config: Promise<AdminConfig> | undefined
const adminConfig = () =>
  (config ??= fetch(`${ADMIN_PATH}config.yml`).then((response) => response.json() as Promise<AdminConfig>))

const isLoopback = (hostname: string) => ["localhost", "127.0.0.1", "[::1]"].includes(hostname)

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** A stored file's bytes, from the backend the editor is using. */
export const fetchStoredMedia = async (path: string): Promise<Blob> => {
  const { backend, local_backend } = await adminConfig()
  const type = mediaType(path)
  if (isLoopback(window.location.hostname)) {
    const response = await fetch(local_backend.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "getMediaFile", params: { branch: backend.branch, path } }),
    })
    if (response.ok) return new Blob([fromBase64(((await response.json()) as { content: string }).content)], { type })
  }
  const token = (JSON.parse(localStorage.getItem("decap-cms-user") ?? "{}") as { token?: string }).token
  const response = await fetch(`https://api.github.com/repos/${backend.repo}/contents/${path}?ref=${backend.branch}`, {
    headers: {
      Accept: "application/vnd.github.raw+json",
      ...(token === undefined ? {} : { Authorization: `token ${token}` }),
    },
  })
  if (!response.ok) throw new Error(`${path} could not be read (${response.status})`)
  return new Blob([await response.arrayBuffer()], { type })
}

/**
 * Resolves media paths to URLs the preview can show, remembering each stored file's URL for the session. A stored
 * file not yet read gives "" and is read in the background; `arrived` is called when it is, so the preview is drawn
 * again with it. A file that cannot be read stays "" (the picture's box shows without it).
 */
export const mediaResolver = (read: (path: string) => Promise<Blob> = fetchStoredMedia) => {
  const stored = new Map<string, string>()
  return (path: string, drafts: ReadonlyMap<string, string>, arrived: () => void): string => {
    const draft = drafts.get(path)
    if (draft !== undefined) return draft
    const known = stored.get(path)
    if (known !== undefined) return known
    stored.set(path, "")
    read(path).then(
      (blob) => {
        stored.set(path, URL.createObjectURL(blob))
        arrived()
      },
      (error: unknown) => console.warn("The preview could not read", path, error),
    )
    return ""
  }
}
