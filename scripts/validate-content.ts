/** `npm run validate`: the build's content check on its own, for editors; exits 1 on any problem. */
import * as path from "node:path"
import { fileSystemInspector } from "../src/content-model/inspect-media"
import { formatProblems, validateContent } from "../src/content-model/validate"

const main = async () => {
  const problems = await validateContent({
    contentDir: path.resolve(__dirname, "..", "content"),
    inspector: fileSystemInspector,
  })
  if (problems.length > 0) {
    console.error(formatProblems(problems))
    process.exit(1)
  }
  console.log("content/ is valid.")
}

void main()
