import { parseBvh, type BvhJoint } from "./bvh"
import { drawnJoints, findRoles, missingRoles, nameWords, sideOf, unknownRoleNames } from "./roles"

/** A chain of joints named as given, each the child of the previous unless `parent` says otherwise. */
const joints = (spec: [string, number][]): BvhJoint[] =>
  spec.map(([name, parent]) => ({
    name,
    parent,
    offset: [0, 0, 0],
    channels: [],
    firstValue: 0,
    endSite: name.endsWith("/End"),
  }))

/** One skeleton: root, then per side an arm of `arm` names and a leg of `leg` names, then a head chain. */
const skeleton = (root: string, arms: [string[], string[]], legs: [string[], string[]], head: string[]) => {
  const spec: [string, number][] = [[root, -1]]
  const chain = (names: string[]) => names.forEach((name, i) => spec.push([name, i === 0 ? 0 : spec.length - 1]))
  arms.forEach(chain)
  legs.forEach(chain)
  chain(head)
  return joints(spec)
}
const named = (list: BvhJoint[], roles: ReturnType<typeof findRoles>) =>
  Object.fromEntries(Object.entries(roles).map(([role, index]) => [role, list[index]?.name]))

describe("joint roles", () => {
  it("reads a name as words: camel case, separators, digits and namespaces", () => {
    expect(nameWords("mixamorig:LeftHandIndex1")).toEqual(["left", "hand", "index", "1"])
    expect(nameWords("Bip01 L Hand")).toEqual(["bip", "01", "l", "hand"])
    expect(nameWords("LHipJoint")).toEqual(["l", "hip", "joint"])
    expect(nameWords("hand.L")).toEqual(["hand", "l"])
    expect(nameWords("mHandLeft")).toEqual(["m", "hand", "left"])
    expect(nameWords("lowerarm_l")).toEqual(["lowerarm", "l"])
    expect(sideOf(["l", "hand"])).toBe("left")
    expect(sideOf(["right", "wrist"])).toBe("right")
    expect(sideOf(["lowerback"])).toBeUndefined()
    expect(sideOf(["l", "r"])).toBeUndefined()
  })

  it.each([
    ["LeftHand", "RightHand", "LeftFoot", "RightFoot"],
    ["L_Wrist", "R_Wrist", "L_Ankle", "R_Ankle"],
    ["Hand_L", "Hand_R", "Foot_L", "Foot_R"],
    ["hand.L", "hand.R", "foot.L", "foot.R"],
    ["lHand", "rHand", "lFoot", "rFoot"],
    ["mWristLeft", "mWristRight", "mAnkleLeft", "mAnkleRight"],
    ["mixamorig:LeftHand", "mixamorig:RightHand", "mixamorig:LeftFoot", "mixamorig:RightFoot"],
    ["Bip01 L Hand", "Bip01 R Hand", "Bip01 L Foot", "Bip01 R Foot"],
    ["LeftWrist", "RightWrist", "LeftAnkle", "RightAnkle"],
  ])("finds %s, %s, %s and %s as the hands and feet, not the fingers and toes below them", (lh, rh, lf, rf) => {
    const list = skeleton(
      "Hips",
      [
        ["LeftArm", lh, `${lh}Index1`, `${lh}Thumb1`],
        ["RightArm", rh, `${rh}Pinky1`],
      ],
      [
        ["LeftUpLeg", lf, "LeftToeBase", `${lf}/End`],
        ["RightUpLeg", rf, "RightToe"],
      ],
      ["Neck", "Head", "HeadTop_End"],
    )
    expect(named(list, findRoles(list))).toEqual({
      root: "Hips",
      pelvis: "Hips",
      head: "Head",
      leftHand: lh,
      rightHand: rh,
      leftFoot: lf,
      rightFoot: rf,
    })
  })

  it("takes the wrist nearest the body over a hand below it, and an ankle over a foot below it", () => {
    const list = skeleton(
      "root",
      [
        ["LeftShoulder", "LeftElbow", "LeftWrist", "LeftHand"],
        ["RightShoulder", "RightElbow", "RightWrist", "RightHand"],
      ],
      [
        ["mHipLeft", "mKneeLeft", "mAnkleLeft", "mFootLeft", "mToeLeft"],
        ["mHipRight", "mKneeRight", "mAnkleRight", "mFootRight"],
      ],
      ["mPelvis", "mHead", "mSkull"],
    )
    expect(named(list, findRoles(list))).toEqual({
      root: "root",
      pelvis: "mPelvis",
      head: "mHead",
      leftHand: "LeftWrist",
      rightHand: "RightWrist",
      leftFoot: "mAnkleLeft",
      rightFoot: "mAnkleRight",
    })
  })

  it("lets an entry name a role, skips names the file does not have, and says which are missing", () => {
    // No joint says hand or wrist: a finger is not taken for the hand.
    const list = skeleton("Hips", [["LeftArm", "LeftPaw", "LeftHandThumb1"], ["RightArm"]], [["LeftFoot"], []], [])
    expect(findRoles(list)).toEqual({ root: 0, pelvis: 0, leftFoot: 5 })
    const roles = findRoles(list, { leftHand: "LeftPaw", rightHand: "RightClaw", leftFoot: "LeftArm" })
    expect(roles).toEqual({ root: 0, pelvis: 0, leftHand: 2, leftFoot: 1 })
    expect(missingRoles(roles)).toEqual(["head", "rightHand", "rightFoot"])
    expect(unknownRoleNames(list, { leftHand: "LeftPaw", rightHand: "RightClaw" })).toEqual([
      ["rightHand", "RightClaw"],
    ])
  })

  it("leaves the finger chains out of what the player draws, and keeps a hand's single tip", () => {
    const list = parseBvh(
      [
        "HIERARCHY",
        "ROOT Hips",
        "{ OFFSET 0 0 0 CHANNELS 3 Xposition Yposition Zposition",
        "  JOINT LeftWrist { OFFSET 1 0 0 CHANNELS 1 Zrotation",
        "    JOINT LeftHand { OFFSET 1 0 0 CHANNELS 1 Zrotation",
        "      JOINT LeftHandIndex1 { OFFSET 1 0 0 CHANNELS 1 Zrotation End Site { OFFSET 1 0 0 } }",
        "      JOINT LeftHandThumb1 { OFFSET 1 0 0 CHANNELS 1 Zrotation End Site { OFFSET 1 0 0 } }",
        "    }",
        "  }",
        "  JOINT RightHand { OFFSET -1 0 0 CHANNELS 1 Zrotation End Site { OFFSET -1 0 0 } }",
        "}",
        "MOTION",
        "Frames: 1",
        "Frame Time: 0.1",
        "0 0 0 0 0 0 0 0",
      ].join("\n"),
    ).joints
    const roles = findRoles(list)
    expect(roles).toMatchObject({ leftHand: 1, rightHand: 7 })
    expect(drawnJoints(list, roles).map((j) => list[j]?.name)).toEqual([
      "Hips",
      "LeftWrist",
      "LeftHand",
      "RightHand",
      "RightHand/End",
    ])
  })
})
