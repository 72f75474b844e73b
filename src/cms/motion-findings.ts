/**
 * What the content editor shows under an archive entry's motion file: the inspector's findings (frames, rate,
 * duration, reference frames, the suggested unit and up axis with the standing height, the roles found, warnings and
 * the joints as the file nests them) and a button that fills the entry's unit and up axis from the suggestion.
 * Pure: it builds elements with the `h` it is given (Decap's React in the admin, React itself in the tests), so the
 * widget (./motion-widgets.ts) only decides which findings to show.
 *
 * Accessible: one region named by its heading; a status line (a polite live region, always in the page) says what
 * the inspector is doing or found; the joints are nested lists; the fill is a real button.
 */
import type { BvhUpAxis } from "../constants"
import { ROLE_WORDS, ROLES } from "../archive/roles"
import type { RoleSource } from "../archive/shape"
import { HEIGHT_WORDS, type JointNode, type TakeReading } from "../archive/take-reading"

export type H = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown

/** The unit and up axis the fill button writes into the entry. */
export interface Suggestion {
  unit: string
  up: BvhUpAxis
}

/** What the inspector has to show for the field's current file. */
export type Findings =
  | { kind: "none" }
  | { kind: "stored"; file: string }
  | { kind: "reading"; file: string }
  | { kind: "read"; reading: TakeReading; filled: Suggestion | null }
  | { kind: "failed"; file: string; problem: string }

/** The class of the findings' region, for the one style rule the admin adds (a visible focus on its controls). */
export const FINDINGS_CLASS = "mu-motion-findings"

const FINDINGS_STYLE = {
  marginTop: "12px",
  padding: "12px 16px",
  border: "1px solid currentColor",
  borderRadius: "5px",
  fontSize: "14px",
  lineHeight: 1.5,
}

export const FINDINGS_HEADING = "What the motion inspector reads in this file"

const SOURCE_WORDS: Record<RoleSource, string> = {
  shape: "from the skeleton's shape",
  name: "by its name",
  stated: "as the entry states it",
}

const capitalised = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`

/** The fill button's words, naming what it writes. */
export const fillLabel = ({ unit, up }: Suggestion): string => `Use unit "${unit}" and up axis "${up}" in this entry`

/** The button that reads a file the entry already names. */
export const readLabel = (file: string): string => `Read ${file} with the inspector`

/** The status line: what a screen reader announces when it changes. */
export const statusText = (findings: Findings): string => {
  switch (findings.kind) {
    case "none":
      return "No motion file chosen yet."
    case "stored":
      return `${findings.file} is stored with this entry; the inspector reads it when you ask.`
    case "reading":
      return `Reading ${findings.file}…`
    case "failed":
      return `Could not read ${findings.file}: ${findings.problem}`
    case "read": {
      const { reading, filled } = findings
      if (filled !== null)
        return `Unit "${filled.unit}" and up axis "${filled.up}" filled in from the suggestion; you can still change them.`
      const suggestion = reading.suggested
        ? `suggests unit "${reading.suggested.unit}" and up axis "${reading.suggested.up}"`
        : "finds no unit and up axis under which the figure stands at a plausible height"
      return `Read ${reading.file}: the inspector ${suggestion}.`
    }
  }
}

const jointList = (h: H, nodes: readonly JointNode[]): unknown =>
  h(
    "ul",
    null,
    ...nodes.map((node) =>
      h("li", null, node.name, ...(node.children.length > 0 ? [jointList(h, node.children)] : [])),
    ),
  )

const term = (h: H, name: string, ...value: unknown[]) => [h("dt", null, name), h("dd", null, ...value)]

const details = (h: H, reading: TakeReading, onFill: (suggestion: Suggestion) => void): unknown[] => {
  const { suggested } = reading
  const others = reading.heights.filter((r) => r.unit !== suggested?.unit || r.up !== suggested.up)
  return [
    h(
      "dl",
      null,
      ...term(h, "Take", `${reading.frames} frames at ${reading.fps} fps, ${reading.durationS} s`),
      ...term(h, "Reference frames left out", String(reading.referenceFrames)),
      ...term(
        h,
        "Suggested unit and up axis",
        suggested
          ? `unit "${suggested.unit}", up axis "${suggested.up}": the figure stands ${reading.heightM} m (${HEIGHT_WORDS[reading.heightFrom]})`
          : `none: no unit and axis the archive knows gives a plausible height (read in "${reading.used.unit}" with "${reading.used.up}" up, it stands ${reading.heightM} m)`,
      ),
      ...(others.length > 0
        ? term(h, "Other plausible readings", others.map((r) => `"${r.unit}", "${r.up}" up: ${r.heightM} m`).join("; "))
        : []),
      ...term(
        h,
        "Roles found",
        h(
          "ul",
          null,
          ...ROLES.map((role) => {
            const joint = reading.roles[role]
            const source = reading.roleSources[role]
            return h(
              "li",
              null,
              `${capitalised(ROLE_WORDS[role])}: `,
              joint === undefined ? "not found" : `${joint}${source ? ` (${SOURCE_WORDS[source]})` : ""}`,
            )
          }),
        ),
      ),
    ),
    ...(suggested
      ? [h("p", null, h("button", { type: "button", onClick: () => onFill(suggested) }, fillLabel(suggested)))]
      : []),
    ...(reading.refused !== null
      ? [h("p", null, h("strong", null, "The build would refuse this file: "), reading.refused)]
      : []),
    h("h4", null, "Warnings"),
    reading.warnings.length > 0
      ? h("ul", null, ...reading.warnings.map((warning) => h("li", null, warning)))
      : h("p", null, "None."),
    h("h4", null, `The ${reading.joints} joints, as the file nests them`),
    jointList(h, reading.jointTree),
  ]
}

/** The findings' region: heading, status line and, once the file is read, what the inspector found. */
export const findingsView = (
  h: H,
  findings: Findings,
  { id, onFill, onRead }: { id: string; onFill: (suggestion: Suggestion) => void; onRead: () => void },
): unknown =>
  h(
    "section",
    { "aria-labelledby": `${id}-heading`, className: FINDINGS_CLASS, style: FINDINGS_STYLE },
    h("h3", { id: `${id}-heading`, style: { fontSize: "1em", margin: "0 0 0.5em" } }, FINDINGS_HEADING),
    h("p", { role: "status", style: { margin: "0 0 0.5em" } }, statusText(findings)),
    ...(findings.kind === "stored"
      ? [h("p", null, h("button", { type: "button", onClick: onRead }, readLabel(findings.file)))]
      : []),
    ...(findings.kind === "read" ? details(h, findings.reading, onFill) : []),
  )

/**
 * A visible focus for the region's controls (Decap's own styles take the outline off some elements), in the text's
 * own colour: the admin is Decap's look, not the site's, so it names no colour of its own.
 */
export const FINDINGS_CSS = `.${FINDINGS_CLASS} button { padding: 6px 12px; border: 2px solid currentColor; border-radius: 5px; background: transparent; color: inherit; cursor: pointer; font: inherit; }
.${FINDINGS_CLASS} button:focus-visible { outline: 3px solid currentColor; outline-offset: 2px; }
.${FINDINGS_CLASS} dt { font-weight: 600; }
.${FINDINGS_CLASS} dd { margin: 0 0 0.4em 1em; }
.${FINDINGS_CLASS} h4 { font-size: 1em; margin: 0.8em 0 0.3em; }
.${FINDINGS_CLASS} ul ul { padding-left: 1.2em; }`
