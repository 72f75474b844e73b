/**
 * The content editor's motion inspector, off the form's thread: reads a chosen take (a Blob) and runs the
 * inspector's own code on it (src/archive/take-reading.ts, the same as `npm run inspect-motion` without the derived
 * files' sizes), so a take of tens of MB keeps the form answering while it is read. One request per worker: the form
 * starts a worker for each file chosen and ends it when the answer comes or another file is chosen.
 */
import { readTake } from "../archive/take-reading"
import type { InspectReply, InspectRequest } from "./motion-inspection"

/** The worker's global scope, as much of it as this uses (the project's types are the page's, not a worker's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<InspectRequest>) => void) | null
  postMessage(message: InspectReply): void
}
const scope = globalThis as unknown as WorkerScope

/** Reads one request into its reply; a file the parser refuses, or one that cannot be read, is a problem, not a throw. */
export const answer = async ({ name, file }: InspectRequest): Promise<InspectReply> => {
  try {
    return { reading: readTake(await file.text(), name) }
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) }
  }
}

scope.onmessage = (event) => {
  void answer(event.data).then((reply) => scope.postMessage(reply))
}
