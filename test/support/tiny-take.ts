/**
 * A tiny synthetic take for the archive's tests (no person recorded it): a stick figure of eleven joints and five
 * End Sites in centimetres, Y up, standing 1.70 m, at 30 fps. By default the right arm turns 9° a frame and the rest
 * stays still; each option replaces one channel's value per frame. Small enough that Stryker can run the whole
 * pipeline for every mutant.
 */
export interface TinyTakeOptions {
  /** Frames in the take (10 unless given). */
  frames?: number
  /** The root's x position (cm) at frame f. */
  hipsX?: (f: number) => number
  /** The right arm's Z rotation (degrees) at frame f. */
  rightArm?: (f: number) => number
  /** The left thigh's X rotation (degrees) at frame f. */
  leftLeg?: (f: number) => number
  /** The Frame Time line's value (1/30 s rounded, as exporters write it, unless given). */
  frameTime?: string
}

export const tinyTake = (options: TinyTakeOptions = {}): string => {
  const count = options.frames ?? 10
  const hipsX = options.hipsX ?? (() => 0)
  const rightArm = options.rightArm ?? ((f: number) => f * 9)
  const leftLeg = options.leftLeg ?? (() => 0)
  const frames = Array.from({ length: count }, (_, f) =>
    [
      ...[hipsX(f), 90, 0, 0, 0, 0], // Hips: position, then Z X Y rotation
      ...[0, 0, 0], // Spine
      ...[0, 0, 0], // Head
      ...[0, 0, 0], // LeftArm
      0, // LeftHand
      ...[rightArm(f), 0, 0], // RightArm
      0, // RightHand
      ...[leftLeg(f), 0, 0], // LeftUpLeg
      ...[0, 0, 0], // RightUpLeg
    ].join(" "),
  )
  const joint = (name: string, offset: string, channels: string, inner: string[]) => [
    `JOINT ${name}`,
    "{",
    `OFFSET ${offset}`,
    `CHANNELS ${channels}`,
    ...inner,
    "}",
  ]
  const end = (offset: string) => ["End Site", "{", `OFFSET ${offset}`, "}"]
  const zxy = "3 Zrotation Xrotation Yrotation"
  const xyz = "3 Xrotation Yrotation Zrotation"
  return [
    "HIERARCHY",
    "ROOT Hips",
    "{",
    "OFFSET 0 0 0",
    "CHANNELS 6 Xposition Yposition Zposition Zrotation Xrotation Yrotation",
    ...joint("Spine", "0 20 0", zxy, [
      ...joint("Head", "0 50 0", zxy, end("0 15 0")),
      ...joint("LeftArm", "20 40 0", zxy, joint("LeftHand", "50 0 0", "1 Zrotation", end("10 0 0"))),
      ...joint("RightArm", "-20 40 0", zxy, joint("RightHand", "-50 0 0", "1 Zrotation", end("-10 0 0"))),
    ]),
    ...joint("LeftUpLeg", "10 0 0", xyz, joint("LeftFoot", "0 -85 0", "0", end("0 0 10"))),
    ...joint("RightUpLeg", "-10 0 0", xyz, joint("RightFoot", "0 -85 0", "0", end("0 0 10"))),
    "}",
    "MOTION",
    `Frames: ${count}`,
    `Frame Time: ${options.frameTime ?? "0.0333333"}`,
    ...frames,
    "",
  ].join("\n")
}
