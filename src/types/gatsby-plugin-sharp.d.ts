/**
 * The part of gatsby-plugin-sharp's API the site uses: `resize`, as its README documents it (arguments in, the
 * output's `src`, `width`, `height` and `aspectRatio` out), and `setActions`, which its own gatsby-node calls with
 * Gatsby's actions (the tests call it with a stand-in). The package ships no type declarations.
 */
declare module "gatsby-plugin-sharp" {
  import type { Reporter } from "gatsby"

  export interface ResizeArgs {
    width: number
    height?: number
    quality?: number
    toFormat?: string
  }
  export interface ResizeResult {
    src: string
    width: number
    height: number
    aspectRatio: number
  }
  export function resize(options: {
    file: { absolutePath: string; name: string; extension: string; internal: { contentDigest: string } }
    args: ResizeArgs
    reporter: Reporter
  }): ResizeResult
  /** Gatsby's actions, which `resize` queues its jobs with. */
  export function setActions(actions: { createJobV2: (job: never) => Promise<unknown> }): void
}
