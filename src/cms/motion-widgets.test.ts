import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import * as fs from "node:fs"
import * as path from "node:path"
import { Component, createElement, useState, type ReactElement } from "react"
import { readTake, type TakeReading } from "../archive/take-reading"
import { FINDINGS_HEADING, fillLabel, findingsView, readLabel, type Findings, type H } from "./motion-findings"
import { COLLECTIONS } from "../content-model/model"
import { decapConfig } from "./decap"
import { MOTION_FILE_WIDGET, MOTION_READING_WIDGET, type InspectReply } from "./motion-inspection"
import { CMS_SETTINGS } from "./settings"
import { fillableControl, motionFileControl, type DecapWidgetGlobals, type Inspector } from "./motion-widgets"

/** The synthetic Z-up millimetre take the archive's tests use (src/archive/fixtures/README.md). */
const TAKE = "xsens-zup-mm.bvh"
const takeText = fs.readFileSync(path.join(__dirname, "..", "archive", "fixtures", TAKE), "utf8")
const reading: TakeReading = readTake(takeText, `motion/${TAKE}`)

const h = createElement as unknown as H

/** Decap's `createClass` (create-react-class) as the widgets use it: a spec's methods bound to one component. */
const createClass = (spec: Record<string, unknown>) =>
  class Created extends Component<Record<string, unknown>, Record<string, unknown>> {
    constructor(props: Record<string, unknown>) {
      super(props)
      for (const [name, value] of Object.entries(spec))
        if (typeof value === "function") Object.assign(this, { [name]: value.bind(this) })
      this.state = typeof spec.getInitialState === "function" ? spec.getInitialState.call(this) : {}
    }
  }

/** Stand-ins for Decap's own controls: a file control that "chooses" a file, a text box and a select. */
const decapControls: Record<string, unknown> = {
  file: ({ value, onChange }: { value: string; onChange: (v: string) => void }) =>
    createElement("button", { type: "button", onClick: () => onChange(`motion/${TAKE}`) }, value || "Choose a file"),
  string: ({ forID, value, onChange }: { forID: string; value?: string; onChange: (v: string) => void }) =>
    createElement("input", {
      id: forID,
      "aria-label": forID,
      value: value ?? "",
      onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    }),
  select: ({ forID, value, onChange }: { forID: string; value?: string; onChange: (v: string) => void }) =>
    createElement(
      "select",
      {
        id: forID,
        "aria-label": forID,
        value: value ?? "",
        onChange: (e: { target: { value: string } }) => onChange(e.target.value),
      },
      ...["", "y", "z"].map((option) => createElement("option", { key: option, value: option }, option)),
    ),
}
const globals: DecapWidgetGlobals = {
  CMS: { registerWidget: () => undefined, getWidget: (name) => ({ control: decapControls[name] }) },
  h,
  createClass,
}

const field = (settings: Record<string, unknown>) => ({ get: (key: string) => settings[key] })
const MOTION_FIELD = field({ name: "motion", reading_fields: { unit: "motionUnit", up: "motionUp" } })
const UNIT_FIELD = field({ name: "motionUnit", base_widget: "string" })
const UP_FIELD = field({ name: "motionUp", base_widget: "select" })

interface Entry {
  motion: string
  motionUnit: string
  motionUp: string
}

/**
 * One archive entry's three fields as Decap's list shows them: every control of the entry gets the same
 * `parentIds`, and a change is applied to the entry as it was last rendered (as Decap's list applies it), so two
 * changes in one go would lose the first.
 */
const EntryForm = ({ initial, inspect }: { initial: Entry; inspect: Inspector }): ReactElement => {
  const [entry, setEntry] = useState(initial)
  const [controls] = useState(() => ({
    motion: motionFileControl(globals, inspect) as never,
    reading: fillableControl(globals) as never,
  }))
  const parentIds = ["entries-field", "item-7"]
  const control = (type: never, name: keyof Entry, settings: unknown) =>
    createElement(type, {
      key: name,
      field: settings,
      forID: name,
      parentIds,
      value: entry[name],
      onChange: (value: string) => setEntry({ ...entry, [name]: value }),
      getAsset: (value: string) => ({ path: value, fileObj: new Blob([takeText]) }),
    })
  return createElement(
    "form",
    null,
    control(controls.motion, "motion", MOTION_FIELD),
    control(controls.reading, "motionUnit", UNIT_FIELD),
    control(controls.reading, "motionUp", UP_FIELD),
    createElement("output", { "aria-label": "entry" }, JSON.stringify(entry)),
  )
}

/** An inspector that answers at once with the fixture's reading, and counts the files it was asked to read. */
const fixtureInspector = () => {
  const asked: string[] = []
  const inspect: Inspector = ({ name }) => {
    asked.push(name)
    return { reply: Promise.resolve<InspectReply>({ reading: readTake(takeText, name) }), cancel: () => undefined }
  }
  return { inspect, asked }
}

const region = () => screen.getByRole("region", { name: FINDINGS_HEADING })

describe("the inspector's findings in the form", () => {
  const renderFindings = (findings: Findings, onFill = jest.fn()) =>
    render(findingsView(h, findings, { id: "motion-1", onFill, onRead: jest.fn() }) as ReactElement)

  it("shows the take, the suggestion with the standing height, the roles and a fill button in a named region", () => {
    const onFill = jest.fn()
    renderFindings({ kind: "read", reading, filled: null }, onFill)
    const findings = region()
    expect(within(findings).getByRole("status")).toHaveTextContent(
      `Read motion/${TAKE}: the inspector suggests unit "mm" and up axis "z".`,
    )
    expect(findings).toHaveTextContent("Take6 frames at 240 fps, 0.03 s")
    expect(findings).toHaveTextContent("Reference frames left out0")
    expect(findings).toHaveTextContent('unit "mm", up axis "z": the figure stands 1.65 m (from bone lengths)')
    expect(findings).toHaveTextContent("Left hand: LeftWrist (from the skeleton's shape)")
    expect(findings).toHaveTextContent("WarningsNone.")
    fireEvent.click(within(findings).getByRole("button", { name: fillLabel({ unit: "mm", up: "z" }) }))
    expect(onFill).toHaveBeenCalledWith({ unit: "mm", up: "z" })
  })

  it("lists the joints as nested lists, as the file nests them, End Sites left out", () => {
    renderFindings({ kind: "read", reading, filled: null })
    const joints = screen.getByRole("heading", { name: "The 21 joints, as the file nests them" })
    const tree = joints.nextElementSibling as HTMLElement
    const [hips] = within(tree).getAllByRole("listitem")
    expect(hips?.firstChild?.textContent).toBe("Hips")
    // Hips' own list: the spine and both legs; a leg nests hip › knee › ankle › toe.
    const children = (item: HTMLElement) =>
      [...(item.querySelector(":scope > ul")?.children ?? [])].map((li) => li.firstChild?.textContent)
    expect(children(hips as HTMLElement)).toEqual(["Chest", "LeftHip", "RightHip"])
    const leftHip = [...(hips as HTMLElement).querySelectorAll("li")].find(
      (li) => li.firstChild?.textContent === "LeftHip",
    )
    expect(leftHip?.textContent).toBe("LeftHipLeftKneeLeftAnkleLeftToe")
    expect(tree.querySelectorAll("li")).toHaveLength(21)
  })

  it("names a refusal and every warning, and offers no fill without a suggestion", () => {
    renderFindings({
      kind: "read",
      reading: { ...reading, suggested: null, refused: "take.bvh: it stands on four limbs", warnings: ["a", "b"] },
      filled: null,
    })
    expect(region()).toHaveTextContent("The build would refuse this file: take.bvh: it stands on four limbs")
    expect(
      within(region())
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(["a", "b"]))
    expect(within(region()).queryByRole("button")).toBeNull()
    expect(within(region()).getByRole("status")).toHaveTextContent("finds no unit and up axis")
  })
})

describe("the motion widgets in an entry", () => {
  it("reads a newly chosen file and fills the entry's unit and up axis from the suggestion", async () => {
    const { inspect, asked } = fixtureInspector()
    render(createElement(EntryForm, { initial: { motion: "", motionUnit: "", motionUp: "" }, inspect }))
    expect(within(region()).getByRole("status")).toHaveTextContent("No motion file chosen yet.")
    fireEvent.click(screen.getByRole("button", { name: "Choose a file" }))
    await waitFor(() => expect(asked).toEqual([`motion/${TAKE}`]))
    await waitFor(() =>
      expect(within(region()).getByRole("status")).toHaveTextContent('suggests unit "mm" and up axis "z"'),
    )
    fireEvent.click(screen.getByRole("button", { name: fillLabel({ unit: "mm", up: "z" }) }))
    // Both fields filled, the second change not undoing the first; the editor can still change them.
    await waitFor(() =>
      expect(within(region()).getByRole("status")).toHaveTextContent(
        'Unit "mm" and up axis "z" filled in from the suggestion; you can still change them.',
      ),
    )
    expect(screen.getByLabelText("motionUnit")).toHaveValue("mm")
    expect(screen.getByLabelText("motionUp")).toHaveValue("z")
    fireEvent.change(screen.getByLabelText("motionUnit"), { target: { value: "cm" } })
    expect(JSON.parse(screen.getByLabelText("entry").textContent ?? "")).toEqual({
      motion: `motion/${TAKE}`,
      motionUnit: "cm",
      motionUp: "z",
    })
  })

  it("reads a file the entry already names only when the editor asks", async () => {
    const { inspect, asked } = fixtureInspector()
    render(createElement(EntryForm, { initial: { motion: `motion/${TAKE}`, motionUnit: "cm", motionUp: "" }, inspect }))
    expect(within(region()).getByRole("status")).toHaveTextContent(`motion/${TAKE} is stored with this entry`)
    expect(asked).toEqual([])
    fireEvent.click(screen.getByRole("button", { name: readLabel(`motion/${TAKE}`) }))
    await waitFor(() => expect(asked).toEqual([`motion/${TAKE}`]))
    await waitFor(() => expect(within(region()).getByRole("status")).toHaveTextContent(`Read motion/${TAKE}`))
  })

  it("says why a file could not be read", async () => {
    const inspect: Inspector = () => ({
      reply: Promise.resolve({ problem: "motion/take.bvh, line 3: expected OFFSET" }),
      cancel: () => undefined,
    })
    render(createElement(EntryForm, { initial: { motion: "", motionUnit: "", motionUp: "" }, inspect }))
    fireEvent.click(screen.getByRole("button", { name: "Choose a file" }))
    await waitFor(() =>
      expect(within(region()).getByRole("status")).toHaveTextContent(
        `Could not read motion/${TAKE}: motion/take.bvh, line 3: expected OFFSET`,
      ),
    )
  })
})

describe("the config the content model gives the motion widgets", () => {
  it("puts the inspector on an archive entry's motion file and lets it fill the unit and up axis", () => {
    const archive = decapConfig(COLLECTIONS, CMS_SETTINGS)
      .collections.flatMap((collection) => collection.files)
      .find((f) => f.name === "archive")
    const entries = archive?.fields.find((f) => f.name === "entries")?.fields as Record<string, unknown>[]
    const byName = (name: string) => entries.find((f) => f.name === name)
    expect(byName("motion")).toMatchObject({
      widget: MOTION_FILE_WIDGET,
      reading_fields: { unit: "motionUnit", up: "motionUp" },
      media_folder: "motion",
    })
    expect(byName("motionUnit")).toMatchObject({ widget: MOTION_READING_WIDGET, base_widget: "string", required: true })
    expect(byName("motionUp")).toMatchObject({
      widget: MOTION_READING_WIDGET,
      base_widget: "select",
      options: ["y", "z", "-y", "-z", "x", "-x"],
      required: false,
    })
    // Nothing else changes widget.
    expect(entries.filter((f) => String(f.widget).startsWith("motion-"))).toHaveLength(3)
  })
})
