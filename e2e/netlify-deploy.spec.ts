/**
 * The deploy as Netlify builds and serves it (issue 50): both sites here are Netlify's own builds (`netlify build
 * --offline` from the pinned netlify-cli, test/support/netlify-build.ts): the production build npm test makes in
 * public/, and a warm deploy-preview build of an editor's change (one mover now allows machine learning), which
 * npm test keeps in its run folder and names in MU_DEPLOY_PREVIEW_DIR. Each is served by Netlify's own server, `netlify dev --offline`, with its own reading of
 * _headers (@netlify/headers-parser), its own not-found answer and its own file lookup, in its context. Every other
 * browser test runs against scripts/serve.mjs; the parity test below asks both servers the same questions, so a
 * difference between our server and Netlify's fails here (Netlify wins: fix the site or serve.mjs).
 *
 * Netlify's CLI cannot start its Edge Functions runtime offline (it downloads Deno: "Error: fetch failed"); the site
 * has no edge functions, so it runs without them (--internal-disable-edge-functions). What the CLI's server does not
 * do as Netlify's CDN does is listed in KNOWN_DIFFERENCES and left out of the comparison.
 */
import { spawn, type ChildProcess } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { parseAllHeaders } from "@netlify/headers-parser"
import { expect, request as requests, test, type APIRequestContext, type APIResponse } from "@playwright/test"
import { ARCHIVE_ROUTES, archiveEntryPath, ROUTES, TDMREP_PATH } from "../src/constants"
import { entryPageDataPath } from "../src/gatsby-node/machine-consent"
import { ADMIN_PATH } from "../src/security-headers"
import { SITE_FILES } from "../src/site-files"
import { DEPLOY_PREVIEW_VARIABLE, previewConsentingSlug, refusingSlug } from "./deploy-preview"
import { content, found } from "./support"

const ROOT = path.resolve(__dirname, "..")
const E2E_PORT = Number(process.env.E2E_PORT ?? 9123)
/** Each context's Netlify server, and the static server behind it, on ports of their own beside the browser tests'. */
const NETLIFY_PORTS = { production: E2E_PORT + 20, "deploy-preview": E2E_PORT + 22 } as const
type Context = keyof typeof NETLIFY_PORTS
const STARTUP_MS = 120_000

const entries = content("archive/archive.json").entries
const refusing = refusingSlug(entries)
/** In the deploy preview, this entry's mover now says yes to machine learning (the preview's change). */
const consenting = previewConsentingSlug(entries, refusing)
const pdf = `/publications/${found(content("publications/publications.json").publications[0], "a publication").slug}.pdf`
const PAGES = [...Object.values(ROUTES), ARCHIVE_ROUTES.archive, ARCHIVE_ROUTES.lexicon, archiveEntryPath(refusing)]
/** The security headers the site sets on every page, and which two rules must never give a path different values of. */
const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "permissions-policy",
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "x-robots-tag",
  "tdm-reservation",
]

/**
 * Where Netlify's CLI server answers differently from Netlify's CDN, so the parity test does not compare it:
 * - a folder asked for without its slash: the CLI serves its index.html (200); the CDN redirects to the slashed
 *   path (301), as scripts/serve.mjs does (docs/testing.md);
 * - caching: the CLI's static server sends its own Cache-Control and ETag, the CDN the rules' Cache-Control;
 * - compression: the CLI sends every file uncompressed; the CDN and serve.mjs compress text (brotli or gzip).
 */
const KNOWN_DIFFERENCES = {
  unslashedFolders: [ROUTES.portraits.replace(/\/$/, ""), ARCHIVE_ROUTES.archive.replace(/\/$/, "")],
  headers: ["cache-control", "etag", "age", "content-encoding", "content-length", "vary"],
}

const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name)

/**
 * The kinds of file the site publishes, by extension (or whole name). Anything else in a publish folder is there by
 * accident and served to anyone who asks: Netlify's build once left Gatsby's whole datastore there
 * (`<id>-data.mdb`, 1.6 MB of the build's node store), which the site's own build never did, since the adapter copies
 * it only where Netlify's DEPLOY_URL is set (gatsby-config.ts).
 */
const PUBLISHED_KINDS = new Set([
  ...["html", "js", "map", "json", "txt", "xml", "webmanifest", "ico", "woff2"],
  ...["avif", "webp", "jpg", "png", "svg", "mp4", "vtt", "pdf"],
  // An archive entry's files (src/archive/entry-files.ts) and the admin's config.
  ...["bvh", "csv", "md", "SHA256SUMS", "yml"],
  // Netlify's rules.
  ...["_headers", "_redirects"],
])

/**
 * Starts `netlify dev --offline` in a project folder, serving its built public/, and resolves once it answers. The
 * CLI reads the _headers of the publish folder netlify.toml names as well as --dir's (as netlify.toml headers,
 * which win over --dir's), so each context runs in a folder whose netlify.toml and public/ belong together.
 */
const startNetlify = async (projectDir: string, context: Context): Promise<ChildProcess> => {
  const port = NETLIFY_PORTS[context]
  const child = spawn(
    bin("netlify"),
    [
      "dev",
      "--offline",
      ...["--dir", path.join(projectDir, "public"), "--framework", "#static", "--context", context],
      ...["--port", String(port), "--staticServerPort", String(port + 1)],
      "--no-open",
      "--skip-gitignore",
      "--internal-disable-edge-functions",
    ],
    { cwd: projectDir, env: { ...process.env, NETLIFY_TELEMETRY_DISABLED: "1", BROWSER: "none" }, stdio: "pipe" },
  )
  let output = ""
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + STARTUP_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`netlify dev (${context}) exited ${child.exitCode}:\n${output}`)
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return child
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill()
  throw new Error(`netlify dev (${context}) did not answer within ${STARTUP_MS} ms:\n${output}`)
}

/** Every URL path of a built folder: each file's, and each folder's with an index.html. */
const urlPathsOf = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .flatMap((entry) => {
      const file = `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`
      return entry.name === "index.html" ? [file, file.replace(/index\.html$/, "")] : [file]
    })

const tokens = (value: string) => value.split(",").map((token) => token.trim())

/** Each context's project folder (netlify.toml beside the built public/), its server and a client for it. */
const served: Partial<Record<Context, { dir: string; server?: ChildProcess; request?: APIRequestContext }>> = {}

test.describe("the deploy on Netlify's own server", () => {
  test.beforeAll(async () => {
    test.setTimeout(STARTUP_MS * 2)
    const preview = process.env[DEPLOY_PREVIEW_VARIABLE]
    if (!preview || !fs.existsSync(path.join(preview, "public", "index.html")))
      throw new Error(
        `No deploy preview in ${DEPLOY_PREVIEW_VARIABLE} (${preview ?? "unset"}): npm test builds one with Netlify's ` +
          'CLI after the production build; docs/testing.md ("The deploy on Netlify\'s own server") says how ' +
          "to make both for this spec alone",
      )
    served.production = { dir: ROOT }
    served["deploy-preview"] = { dir: preview }
    await Promise.all(
      (Object.keys(NETLIFY_PORTS) as Context[]).map(async (context) => {
        const site = found(served[context], context)
        site.server = await startNetlify(site.dir, context)
        site.request = await requests.newContext({ baseURL: `http://127.0.0.1:${NETLIFY_PORTS[context]}` })
      }),
    )
  })

  test.afterAll(async () => {
    for (const site of Object.values(served)) {
      await site.request?.dispose()
      site.server?.kill()
    }
  })

  const netlify = (context: Context) => found(served[context]?.request, `Netlify's server (${context})`)
  const publicOf = (context: Context) => path.join(found(served[context], context).dir, "public")

  for (const context of Object.keys(NETLIFY_PORTS) as Context[]) {
    test.describe(context, () => {
      test("every page carries the security headers and the site's policy, its scripts hashed", async () => {
        for (const page of PAGES) {
          const response = await netlify(context).get(page)
          expect(response.status(), page).toBe(200)
          const headers = response.headers()
          expect(headers["strict-transport-security"], page).toMatch(/max-age=\d{8}/)
          expect(headers["x-content-type-options"], page).toBe("nosniff")
          expect(headers["referrer-policy"], page).toBe("same-origin")
          expect(headers["permissions-policy"], page).toContain("camera=()")
          expect(headers["x-frame-options"], page).toBe("DENY")
          const csp = headers["content-security-policy"] ?? ""
          expect(csp, page).toContain("frame-ancestors 'none'")
          const scriptSrc = (csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "").trim()
          expect(scriptSrc, page).toMatch(/^script-src 'self' 'sha256-/)
          expect(scriptSrc, page).not.toContain("unsafe")
        }
      })

      test("/admin/ has its own policy, not the site's, and stays out of search", async () => {
        const headers = (await netlify(context).get(ADMIN_PATH)).headers()
        const csp = headers["content-security-policy"] ?? ""
        expect(csp).toContain("script-src 'self' 'unsafe-eval'")
        expect(csp).toContain("https://api.github.com")
        expect(csp).not.toContain("sha256-")
        expect(tokens(headers["x-robots-tag"] ?? "")).toContain("noindex")
      })

      test("an unknown path answers 404 with the site's not-found page", async () => {
        const response = await netlify(context).get("/no-such-page/")
        expect(response.status()).toBe(404)
        expect(await response.text()).toBe(fs.readFileSync(path.join(publicOf(context), "404.html"), "utf8"))
        expect(response.headers()["content-type"]).toContain("text/html")
      })

      test("an unknown path under /es/ answers 404 with the Spanish not-found page (the _redirects rule)", async () => {
        const response = await netlify(context).get("/es/no-existe/")
        expect(response.status()).toBe(404)
        expect(await response.text()).toBe(fs.readFileSync(path.join(publicOf(context), "es", "404.html"), "utf8"))
        // A Spanish page that exists is not shadowed by the rule.
        expect((await netlify(context).get("/es/people/")).status()).toBe(200)
      })

      test("the publish folder holds only the kinds of file the site publishes", () => {
        const unexpected = fs
          .readdirSync(publicOf(context), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && !PUBLISHED_KINDS.has(entry.name.split(".").at(-1) ?? ""))
          .map((entry) => path.relative(publicOf(context), path.join(entry.parentPath, entry.name)))
        expect(unexpected).toEqual([])
      })

      test("a folder without its slash answers with its page (Netlify's CDN redirects it to the slashed path)", async () => {
        for (const folder of KNOWN_DIFFERENCES.unslashedFolders) {
          const response = await netlify(context).get(folder, { maxRedirects: 0 })
          const page = await netlify(context).get(`${folder}/`)
          if (response.status() === 301) expect(response.headers()["location"]).toMatch(new RegExp(`${folder}/$`))
          else expect(await response.text(), folder).toBe(await page.text())
        }
      })

      test("a publication's PDF, the sitemap and robots.txt are served as what they are", async () => {
        const file = await netlify(context).get(pdf)
        expect(file.status()).toBe(200)
        expect(file.headers()["content-type"]).toBe("application/pdf")
        const sitemap = await netlify(context).get(SITE_FILES.sitemap)
        expect(sitemap.headers()["content-type"]).toMatch(/xml/)
        expect(await sitemap.text()).toContain("<sitemapindex")
        const robots = await netlify(context).get(SITE_FILES.robots)
        expect(robots.headers()["content-type"]).toMatch(/^text\/plain/)
        expect(await robots.text()).toMatch(/^User-agent: \*\nAllow: \/\n/)
        expect(await robots.text()).toContain(`Sitemap: ${content("site/site.json").siteUrl}${SITE_FILES.sitemap}`)
      })

      test(`no-index ${context === "production" ? "only where the site asks for it" : "on every path"}`, async () => {
        for (const page of [...PAGES, pdf, SITE_FILES.sitemap, SITE_FILES.robots, "/no-such-page/"]) {
          const tag = tokens((await netlify(context).get(page)).headers()["x-robots-tag"] ?? "")
          if (context === "production") expect(tag, page).not.toContain("noindex")
          else expect(tag, page).toContain("noindex")
        }
      })

      test("an entry that refuses machine learning says so on its page, data and files; one that allows it does not", async () => {
        const files = fs.readdirSync(path.join(publicOf(context), archiveEntryPath(refusing)))
        for (const p of [
          archiveEntryPath(refusing),
          entryPageDataPath(refusing),
          ...files.map((f) => `${archiveEntryPath(refusing)}${f}`),
        ]) {
          const headers = (await netlify(context).get(p)).headers()
          expect(headers["tdm-reservation"], p).toBe("1")
          expect(tokens(headers["x-robots-tag"] ?? ""), p).toEqual(expect.arrayContaining(["noai", "noimageai"]))
        }
        const tdmrep = await netlify(context).get(TDMREP_PATH)
        expect(tdmrep.status()).toBe(200)
        expect(await tdmrep.json()).toContainEqual({ location: `${archiveEntryPath(refusing)}*`, "tdm-reservation": 1 })
        const robots = await (await netlify(context).get(SITE_FILES.robots)).text()
        expect(robots).toMatch(
          new RegExp(`User-agent: GPTBot\n(Disallow: .*\n)*Disallow: ${archiveEntryPath(refusing)}\n`),
        )
        // The rest of the site: no reservation.
        for (const p of [ROUTES.project, ARCHIVE_ROUTES.archive, ARCHIVE_ROUTES.lexicon, pdf]) {
          const headers = (await netlify(context).get(p)).headers()
          expect(headers["tdm-reservation"], p).toBeUndefined()
          expect(tokens(headers["x-robots-tag"] ?? ""), p).not.toContain("noai")
        }
        if (context === "deploy-preview") {
          for (const p of [archiveEntryPath(consenting), entryPageDataPath(consenting)]) {
            const headers = (await netlify(context).get(p)).headers()
            expect(headers["tdm-reservation"], p).toBeUndefined()
            expect(tokens(headers["x-robots-tag"] ?? ""), p).toEqual(["noindex"])
          }
          expect(JSON.stringify(await tdmrep.json())).not.toContain(`/${consenting}/`)
          expect(robots).not.toContain(`/${consenting}/`)
        }
      })

      test("no path gets a security header from two rules unless the last one's value holds the others'", async () => {
        // Netlify's server lets the last matching rule win; its CDN is reported to combine them; either way the
        // path must end up with the same header, so the site may not depend on which.
        const dir = publicOf(context)
        // The parser's published types take `never[]` for the file list.
        const { headers: rules } = await parseAllHeaders({
          headersFiles: [path.join(dir, "_headers")] as never[],
          netlifyConfigPath: undefined,
          minimal: false,
        })
        const clashes: string[] = []
        for (const urlPath of [...urlPathsOf(dir), "/no-such-page/"]) {
          const matching = rules.filter((rule) => rule.forRegExp?.test(urlPath) === true)
          for (const name of SECURITY_HEADERS) {
            const values = matching.flatMap((rule) =>
              Object.entries(rule.values).flatMap(([key, value]) => (key.toLowerCase() === name ? [value] : [])),
            )
            const last = tokens(values.at(-1) ?? "")
            const lost = values.filter((value) => !tokens(value).every((token) => last.includes(token)))
            if (lost.length > 0) clashes.push(`${urlPath} ${name}: ${values.join(" | ")}`)
          }
        }
        expect(clashes).toEqual([])
      })
    })
  }

  test("production: Netlify's server and scripts/serve.mjs answer alike (status, headers, type)", async ({
    request,
  }) => {
    const paths = [
      ...PAGES,
      ADMIN_PATH,
      "/no-such-page/",
      "/archive/no-such-entry/",
      pdf,
      SITE_FILES.sitemap,
      SITE_FILES.robots,
      SITE_FILES.manifest,
      TDMREP_PATH,
      entryPageDataPath(refusing),
      `${archiveEntryPath(refusing)}motion.json`,
    ]
    const summary = (response: APIResponse) => {
      const headers = Object.entries(response.headers())
        .filter(([name]) => SECURITY_HEADERS.includes(name) || name === "content-type")
        .map(([name, value]) => [name, name === "content-type" ? value.split(";")[0] : value])
      return { status: response.status(), headers: Object.fromEntries(headers.sort()) }
    }
    const differences: string[] = []
    for (const p of paths) {
      const ours = summary(await request.get(p, { maxRedirects: 0 }))
      const theirs = summary(await netlify("production").get(p, { maxRedirects: 0 }))
      if (JSON.stringify(ours) !== JSON.stringify(theirs))
        differences.push(`${p}\n  serve.mjs: ${JSON.stringify(ours)}\n  Netlify:   ${JSON.stringify(theirs)}`)
    }
    expect(differences.join("\n")).toBe("")
  })
})
