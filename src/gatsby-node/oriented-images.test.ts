/**
 * @jest-environment <rootDir>/test/support/node-environment.cjs
 */
import { uprightArgs } from "./oriented-images"

const PHONE = { width: 4032, height: 3024 }

it("gives a photo stored a quarter turn from upright its upright shape", () => {
  for (const orientation of [5, 6, 7, 8])
    expect(uprightArgs({ width: 640 }, { ...PHONE, orientation })).toEqual({ width: 640, aspectRatio: 3024 / 4032 })
})

it("leaves upright, half-turned and mirrored photos alone", () => {
  for (const orientation of [undefined, 1, 2, 3, 4])
    expect(uprightArgs({ width: 640 }, { ...PHONE, orientation })).toEqual({ width: 640 })
})

it("keeps a shape the arguments fix themselves", () => {
  expect(uprightArgs({ width: 640, aspectRatio: 2 }, { ...PHONE, orientation: 6 })).toEqual({
    width: 640,
    aspectRatio: 2,
  })
  expect(uprightArgs({ width: 640, height: 100 }, { ...PHONE, orientation: 6 })).toEqual({ width: 640, height: 100 })
})
