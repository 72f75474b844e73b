/**
 * A throwaway self-signed certificate for 127.0.0.1, so scripts/serve.mjs can serve over HTTPS with HTTP/2 as
 * Netlify does (browsers speak HTTP/2 only over TLS). Made with the openssl command (Debian's openssl package,
 * which ca-certificates installs); valid for a day, for this machine's loopback address only.
 */
import { execFileSync } from "node:child_process"
import * as path from "node:path"

export const makeLocalCertificate = (folder: string): { cert: string; key: string } => {
  const cert = path.join(folder, "localhost-cert.pem")
  const key = path.join(folder, "localhost-key.pem")
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore" },
    )
  } catch (error) {
    throw new Error(
      `Could not make a local certificate with openssl (install Debian's openssl package): ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  return { cert, key }
}
