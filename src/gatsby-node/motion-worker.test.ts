/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import * as vm from "node:vm"
import type { InspectReply, InspectRequest } from "../cms/motion-inspection"
import { bundleMotionWorker } from "./admin"

const TAKE = path.join(__dirname, "..", "archive", "fixtures", "xsens-zup-mm.bvh")

describe("the motion inspector's worker, bundled for the admin", () => {
  it("reads a take handed to it as a Blob with the inspector's own code, using no Node API", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "mu-worker-"))
    const file = path.join(dir, "worker.js")
    const bytes = await bundleMotionWorker(file)
    const source = await fs.readFile(file, "utf8")
    await fs.rm(dir, { recursive: true, force: true })
    expect(bytes).toBe(Buffer.byteLength(source))
    // A worker's globals and nothing of Node's (no require, process or Buffer): what it calls must be the browser's.
    const replies: InspectReply[] = []
    let replied: () => void = () => {}
    const firstReply = new Promise<void>((resolve) => (replied = resolve))
    const scope: { onmessage?: (event: { data: InspectRequest }) => void; postMessage: (m: InspectReply) => void } = {
      postMessage: (message) => {
        replies.push(message)
        replied()
      },
    }
    const context = vm.createContext(scope)
    vm.runInContext(source, context)
    const take = new Blob([await fs.readFile(TAKE)])
    ;(context as typeof scope).onmessage?.({ data: { name: "motion/take.bvh", file: take } })
    // Awaited, not polled against a deadline: however slow the machine, the verdict is what the worker answered.
    await firstReply
    expect(replies).toHaveLength(1)
    const reply = replies[0]
    expect(reply && "reading" in reply ? reply.reading.suggested : reply).toEqual({ unit: "mm", up: "z" })
  })

  it("answers a file the parser refuses with its problem, naming the file and line", async () => {
    const { answer } = await import("../cms/motion-worker")
    await expect(answer({ name: "motion/cut.bvh", file: new Blob(["HIERARCHY\nROOT Hips\n{\n"]) })).resolves.toEqual({
      problem: expect.stringMatching(/^motion\/cut\.bvh, line \d+: /),
    })
  })
})
