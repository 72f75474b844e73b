/**
 * The part of `gatsby develop`'s Express app that our dev-server handlers use. Gatsby types the app as `any`;
 * this names the few methods once, for every handler in src/gatsby-node/.
 */
export interface DevRequest {
  path: string
  headers: { host?: string }
}
/** Express's response is Node's `http.ServerResponse`, so a stream can be piped into it. */
export interface DevResponse extends NodeJS.WritableStream {
  status: (code: number) => DevResponse
  type: (type: string) => DevResponse
  send: (body: string) => void
  sendFile: (file: string, done?: (error?: Error) => void) => void
}
export type DevHandler = (req: DevRequest, res: DevResponse, next: () => void) => void

/** Adds a request handler to the development server (`app` as Gatsby's onCreateDevServer passes it). */
export const addDevHandler = (app: unknown, handler: DevHandler): void => {
  ;(app as { use: (handler: DevHandler) => void }).use(handler)
}
