#!/usr/bin/env node
/**
 * Serves the built site (public/) on 127.0.0.1 the way Netlify will: the response headers come from
 * public/_headers (written by the adapter and the build), unknown paths get 404.html with status 404 (or, under a
 * prefix that public/_redirects gives a not-found page of its own with status 404, that page: /es/* → /es/404.html),
 * and a folder without its trailing slash redirects to it. `npm run serve` and the browser tests use it.
 *
 *   node scripts/serve.mjs [--port 9000] [--root public] [--tls-cert cert.pem --tls-key key.pem] [--precompress]
 *
 * With a certificate and its key it serves HTTPS with HTTP/2 (HTTP/1.1 for clients that do not offer it), as
 * Netlify does; `npm run bench` measures the site that way (scripts/local-certificate.ts makes a throwaway one).
 * Without, plain HTTP/1.1: the browser tests and `npm run serve` use that. With --precompress it compresses every
 * text file at the best brotli quality before it listens (the bench, whose byte counts must not depend on the order
 * of requests).
 *
 * Text responses are compressed the way Netlify's CDN does it: brotli when the request accepts it, else
 * gzip, else the plain file, always with `Vary: Accept-Encoding` and the Content-Length of the bytes sent.
 * Compressed bodies are kept in memory per file (the site is static), so repeated requests cost nothing; no
 * request waits for the slowest brotli quality (see `compressedBody`).
 *
 * Header rules are read and applied as Netlify's own server does (its parser, its matching, the last matching rule's
 * value of a header winning); see `headersFor`. Where its server differs from its CDN (a folder without its slash:
 * the CLI answers 200, the CDN redirects to the slashed path), this server does what the CDN does.
 */
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import { createSecureServer } from "node:http2"
import * as path from "node:path"
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from "node:zlib"
import { parseAllHeaders } from "@netlify/headers-parser"

const flag = (name) => {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}
const root = path.resolve(flag("--root") ?? path.join(import.meta.dirname, "..", "public"))
const portFlag = process.argv.indexOf("--port")
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : (process.env.PORT ?? 9000))
const tlsCert = flag("--tls-cert")
const tlsKey = flag("--tls-key")
/** Compress every text file at the best quality before listening, so that even a first response is the smallest. */
const precompress = process.argv.includes("--precompress")

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".vtt": "text/vtt; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".pdf": "application/pdf",
  ".map": "application/json",
}

/** Types Netlify compresses: text, scripts, styles, JSON, XML and SVG (pictures, fonts, video and PDF are already compressed). */
export const isCompressible = (contentType) =>
  /^(text\/|application\/(json|manifest\+json|xml|javascript)|image\/svg\+xml)/.test(contentType)

/** Brotli if the client accepts it (and did not refuse it with q=0), else gzip, else none. */
export const chooseEncoding = (acceptEncoding = "") => {
  const accepted = new Map(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
        return [name.trim().toLowerCase(), q ? Number(q.slice(2)) : 1]
      }),
  )
  const ok = (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0
  if (ok("br")) return "br"
  if (ok("gzip")) return "gzip"
  return undefined
}

/**
 * Brotli quality for a file's first response, and for the copy that replaces it. Quality 11 (the smallest) takes
 * seconds on a large file (7.6 s for the 5 MB editor bundle on this 2-core machine), and a request that waited for
 * it made the editor's first load take 15–60 s; quality 5 takes about 0.1 s for that file and is about 16 % larger.
 * So a file's first request gets quality 5 at once, and quality 11 is made off the request path (zlib's thread
 * pool) for every later one.
 */
export const BROTLI_FIRST_QUALITY = 5
export const BROTLI_BEST_QUALITY = 11

const brotliOptions = (quality, size) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: size },
})
const compressed = new Map()
/**
 * The file's bytes in that encoding, computed once per file version: gzip at level 6; brotli at
 * BROTLI_FIRST_QUALITY at once, replaced by BROTLI_BEST_QUALITY when that is ready. `onBest`, if given, is called
 * once the best copy is in the cache (the tests use it).
 */
export const compressedBody = (file, encoding, onBest) => {
  const { mtimeMs, size } = statSync(file)
  const key = `${encoding} ${file}`
  const known = compressed.get(key)
  const current = known && known.mtimeMs === mtimeMs && known.size === size ? known : undefined
  if (current) {
    if (onBest) current.best.then(onBest)
    return current.body
  }
  const raw = readFileSync(file)
  if (encoding !== "br") {
    const body = gzipSync(raw, { level: 6 })
    compressed.set(key, { mtimeMs, size, body, best: Promise.resolve(body) })
    if (onBest) onBest(body)
    return body
  }
  const entry = { mtimeMs, size, body: brotliCompressSync(raw, brotliOptions(BROTLI_FIRST_QUALITY, raw.length)) }
  entry.best = new Promise((resolve) =>
    brotliCompress(raw, brotliOptions(BROTLI_BEST_QUALITY, raw.length), (error, best) => {
      // Kept only if the file has not changed meanwhile; a failure keeps the first copy.
      if (!error && compressed.get(key) === entry) entry.body = best
      resolve(entry.body)
    }),
  )
  compressed.set(key, entry)
  if (onBest) entry.best.then(onBest)
  return entry.body
}

/**
 * The rules of public/_headers as Netlify reads them: its own parser (@netlify/headers-parser, the one its build
 * and its CLI use, pinned to the CLI's version), which turns each path into a regular expression. Netlify's reading
 * is not the obvious one: "/a/b/*" is ^/a/b/?(.*)/?$, case-insensitive, so it also matches "/a/b" and "/a/bc/"; a
 * header repeated under one path is joined into one comma-separated value.
 */
export const readHeaderRules = async (file) => {
  if (!existsSync(file)) return []
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false })
  for (const error of errors) console.error(`${file}: ${error.message}`)
  return headers
}

/**
 * The not-found rules of a _redirects file: `<from>/*  <page>  404` lines, which Netlify applies only where no file
 * matches (a rule without "!" does not shadow a file). Each is { prefix, page }, longest prefix first. Other rules
 * (the site has none today) are not this server's business.
 */
export const readNotFoundRules = (file) => {
  if (!existsSync(file)) return []
  return readFileSync(file, "utf8")
    .split(/\r?\n/)
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from && !from.startsWith("#") && to && status === "404" && from.endsWith("/*"))
    .map(([from, to]) => ({ prefix: from.slice(0, -1), page: to }))
    .sort((a, b) => b.prefix.length - a.prefix.length)
}

/** The not-found page for a path: its longest matching rule's, else /404.html. */
export const notFoundPageFor = (notFoundRules, urlPath) =>
  notFoundRules.find(({ prefix }) => urlPath.startsWith(prefix))?.page ?? "/404.html"

/**
 * The headers for a request's path (the path asked for, also when the answer is the not-found page), as Netlify's
 * own server applies them (netlify-cli's dev server, `headersForPath` in src/utils/headers.ts, and how it sets them):
 * every rule whose expression matches, in file order, each replacing the values an earlier one gave a header of the
 * same name (names compared as written, then sent case-insensitively, so the last one set wins).
 *
 * Why not combine the values of several matching rules, as this server did before: Netlify's own server does not,
 * and where it differs from ours, Netlify wins. What its CDN does is not documented either way, so the deploy check
 * (e2e/netlify-deploy.spec.ts) makes the site not depend on it: no path may get a security header from two rules
 * unless the last one's value holds all the others' (the Content-Security-Policy rules reach disjoint paths).
 */
export const headersFor = (rules, urlPath) => {
  const assigned = Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(urlPath)).map((rule) => rule.values))
  const sent = new Map()
  for (const [name, value] of Object.entries(assigned)) sent.set(name.toLowerCase(), [name, value])
  return Object.fromEntries(sent.values())
}

/** The request's path, percent-decoded; undefined when its encoding is broken (e.g. "%E0"). */
const decodedPath = (urlPath) => {
  try {
    return decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
}

/** The request's target as a URL on this host; undefined unless it is a path ("*", "http://…", a broken one). */
const requestUrl = (target) => {
  if (!target.startsWith("/")) return undefined
  try {
    return new URL(`http://localhost${target}`)
  } catch {
    return undefined
  }
}

/** Inside the served folder: the folder itself or below it, not a sibling whose name starts the same way. */
const inRoot = (target) => target === root || target.startsWith(root + path.sep)

const fileFor = (urlPath) => {
  const decoded = decodedPath(urlPath)
  if (decoded === undefined) return undefined
  const target = path.join(root, decoded)
  if (!inRoot(target)) return undefined
  if (existsSync(target) && statSync(target).isFile()) return target
  return undefined
}

if (process.argv[1] === import.meta.filename) {
  if (!existsSync(path.join(root, "index.html"))) {
    console.error(`No built site in ${root}: run \`npm run build\` first.`)
    process.exit(1)
  }
  const rules = await readHeaderRules(path.join(root, "_headers"))
  const notFoundRules = readNotFoundRules(path.join(root, "_redirects"))
  /** @type {(request: import("node:http").IncomingMessage | import("node:http2").Http2ServerRequest, response: any) => void} */
  const answer = (request, response) => {
    // Read as a path on this host: as a base-relative reference, "//" would name a host and throw.
    const url = requestUrl(request.url ?? "/")
    if (!url) {
      response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad request")
      return
    }
    const urlPath = url.pathname
    const decoded = decodedPath(urlPath)
    const asFolder = decoded === undefined ? undefined : path.join(root, decoded, "index.html")
    if (!urlPath.endsWith("/") && asFolder && inRoot(asFolder) && existsSync(asFolder)) {
      // One leading slash: "//name/" in a Location header would send the browser to the host "name".
      response.writeHead(301, { Location: `/${urlPath.replace(/^\/+/, "")}/${url.search}` }).end()
      return
    }
    let file = urlPath.endsWith("/") ? fileFor(`${urlPath}index.html`) : fileFor(urlPath)
    let status = 200
    if (!file) {
      // Headers by the path asked for, as Netlify sets them: "/nope/" gets the rules for "/nope/", not "/404.html"'s.
      status = 404
      file = fileFor(notFoundPageFor(notFoundRules, urlPath)) ?? path.join(root, "404.html")
    }
    const contentType = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"
    const compressible = isCompressible(contentType)
    const encoding = compressible ? chooseEncoding(request.headers["accept-encoding"]) : undefined
    const body = encoding ? compressedBody(file, encoding) : undefined
    const headers = {
      ...headersFor(rules, urlPath),
      "Content-Type": contentType,
      "Content-Length": body ? body.length : statSync(file).size,
      ...(compressible ? { Vary: "Accept-Encoding" } : {}),
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    }
    response.writeHead(status, headers)
    if (request.method === "HEAD") response.end()
    else if (body) response.end(body)
    else createReadStream(file).pipe(response)
  }
  if ((tlsCert === undefined) !== (tlsKey === undefined)) {
    console.error("--tls-cert and --tls-key go together")
    process.exit(1)
  }
  const server =
    tlsCert && tlsKey
      ? createSecureServer({ cert: readFileSync(tlsCert), key: readFileSync(tlsKey), allowHTTP1: true }, answer)
      : createServer(answer)
  const scheme = tlsCert ? "https" : "http"
  const textFiles = () =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && isCompressible(TYPES[path.extname(entry.name).toLowerCase()] ?? ""))
      .map((entry) => path.join(entry.parentPath, entry.name))
  const ready = precompress
    ? Promise.all(
        textFiles().flatMap((file) =>
          ["br", "gzip"].map((encoding) => new Promise((resolve) => compressedBody(file, encoding, resolve))),
        ),
      )
    : Promise.resolve()
  void ready.then(() =>
    server.listen(port, "127.0.0.1", () => console.log(`Serving ${root} at ${scheme}://127.0.0.1:${port}/`)),
  )
}
