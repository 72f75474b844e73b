/**
 * The editors' motion inspector: what the build will derive from a BVH file, before its archive entry is written.
 *
 *   npm run inspect-motion -- <file.bvh> [--unit U] [--up A] [--json]
 *
 * U is a named unit (m, dm, cm, mm, in, ft) or metres per file unit as a number; A is an up axis, y, z, -y, -z, x
 * or -x ("+y" is y). Without --unit or --up, the
 * inspector suggests the unit and axis under which the figure stands at a plausible height. The code is the
 * build's own (src/archive/inspect.ts). It exits 1 when the build would refuse the file (its skeleton is not read
 * as one standing human), after printing the joint names to state the roles with.
 */
import { readFileSync } from "node:fs"
import { BVH_UP_AXES } from "../src/constants"
import { BvhError } from "../src/archive/bvh"
import { parseUnit, parseUpAxis } from "../src/archive/conventions"
import { inspectionText, inspectMotion, type InspectOptions } from "../src/archive/inspect"

const USAGE = `usage: npm run inspect-motion -- <file.bvh> [--unit U] [--up ${BVH_UP_AXES.join("|")}] [--json]`

/** The axes as a sentence lists them: "y, z, -y, -z, x or -x". */
const AXIS_WORDS = `${BVH_UP_AXES.slice(0, -1).join(", ")} or ${BVH_UP_AXES.at(-1) as string}`

export const run = (args: readonly string[]): { code: number; out: string } => {
  const files: string[] = []
  const options: InspectOptions = {}
  let json = false
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string
    if (arg === "--json") json = true
    else if (arg === "--unit") {
      const unit = parseUnit(args[++i] ?? "")
      if (unit === undefined) return { code: 2, out: `--unit needs m, dm, cm, mm, in, ft or a number\n${USAGE}\n` }
      options.unit = unit
    } else if (arg === "--up") {
      const up = parseUpAxis(args[++i] ?? "")
      if (up === undefined || args[i] === undefined) return { code: 2, out: `--up needs ${AXIS_WORDS}\n${USAGE}\n` }
      options.up = up
    } else if (arg.startsWith("--")) return { code: 2, out: `unknown option ${arg}\n${USAGE}\n` }
    else files.push(arg)
  }
  if (files.length !== 1) return { code: 2, out: `${USAGE}\n` }
  const file = files[0] as string
  try {
    const inspection = inspectMotion(readFileSync(file, "utf8"), file, options)
    // A file the build would refuse (not one standing human) is a failure, as it is in the build.
    return {
      code: inspection.refused === null ? 0 : 1,
      out: json ? `${JSON.stringify(inspection, null, 2)}\n` : inspectionText(inspection),
    }
  } catch (error) {
    if (error instanceof BvhError) return { code: 1, out: `${error.message}\n` }
    throw error
  }
}

if (require.main === module) {
  const { code, out } = run(process.argv.slice(2))
  ;(code === 0 ? process.stdout : process.stderr).write(out)
  process.exitCode = code
}
