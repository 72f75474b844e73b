/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { inspectMotion } from "./inspect"
import { jointTree, readTake, type JointNode } from "./take-reading"
import { parseBvh } from "./bvh"

const fixture = (file: string) => fs.readFileSync(path.join(__dirname, "fixtures", file), "utf8")
const names = (nodes: readonly JointNode[]): unknown[] =>
  nodes.map((node) => (node.children.length === 0 ? node.name : [node.name, names(node.children)]))

describe("readTake, the inspection the content editor runs in the browser", () => {
  it("is the command line's inspection without the derived files' sizes", () => {
    const text = fixture("second-life.bvh")
    const { files, playerDataGzipBytes, playerFps, ...reading } = inspectMotion(text, "take.bvh")
    expect([Object.keys(files).length, playerDataGzipBytes > 0, playerFps]).toEqual([4, true, 30])
    expect(readTake(text, "take.bvh")).toEqual(reading)
  })

  it("nests the joints as the file does, End Sites left out", () => {
    expect(names(jointTree(parseBvh(fixture("xsens-zup-mm.bvh"))))).toEqual([
      [
        "Hips",
        [
          [
            "Chest",
            [
              [
                "Chest2",
                [
                  ["Neck", ["Head"]],
                  ...["Left", "Right"].map((side) => [
                    `${side}Collar`,
                    [[`${side}Shoulder`, [[`${side}Elbow`, [`${side}Wrist`]]]]],
                  ]),
                ],
              ],
            ],
          ],
          ...["Left", "Right"].map((side) => [`${side}Hip`, [[`${side}Knee`, [[`${side}Ankle`, [`${side}Toe`]]]]]]),
        ],
      ],
    ])
  })
})
