import type { IGatsbyImageData } from "gatsby-plugin-image"
import { decodeFrames } from "../components/flipbook/frames"
import { encodeFrames } from "./flipbook-frames"

/** Image data as gatsby-plugin-sharp writes it for one still (digest and names invented). */
const imageData = (digest: string, name: string, width = 640, height = 450): IGatsbyImageData => {
  const url = (variant: string, ext: string) => `/static/${digest}/${variant}/${name}.${ext}`
  const sizes = `(min-width: ${width}px) ${width}px, 100vw`
  return {
    layout: "constrained",
    width,
    height,
    images: {
      fallback: {
        src: url("a1b20", "jpg"),
        srcSet: `${url("b63bd", "jpg")} 320w,\n${url("a1b20", "jpg")} 640w`,
        sizes,
      },
      sources: [
        { type: "image/avif", srcSet: `${url("e13ba", "avif")} 320w,\n${url("fab0e", "avif")} 640w`, sizes },
        { type: "image/webp", srcSet: `${url("8879b", "webp")} 320w,\n${url("cabd2", "webp")} 640w`, sizes },
      ],
    },
  }
}

describe("encodeFrames", () => {
  const stills = [
    imageData("093358d83e6e551a8a3797da92c94c96", "step-01"),
    imageData("1f2e3d4c5b6a79881f2e3d4c5b6a7988", "step-02"),
    imageData("aa2e3d4c5b6a79881f2e3d4c5b6a7988", "wide-03", 640, 360),
  ]

  it("decodes to exactly the src and srcsets gatsby-plugin-image would have rendered", () => {
    const decoded = decodeFrames(encodeFrames(stills, "Portrait test"))
    expect(decoded).toHaveLength(stills.length)
    decoded.forEach((frame, i) => {
      const { fallback, sources } = stills[i]!.images
      expect(frame.src).toBe(fallback?.src)
      expect(frame.srcSet).toBe(fallback?.srcSet)
      expect(frame.sources).toEqual(sources?.map((s) => ({ type: s.type, srcSet: s.srcSet })))
      expect([frame.width, frame.height]).toEqual([stills[i]!.width, stills[i]!.height])
    })
  })

  it("stores what stills share once, so each still costs only its digest and name", () => {
    const many = Array.from({ length: 100 }, (_, i) =>
      imageData(`${String(i).padStart(2, "0")}3358d83e6e551a8a3797da92c94c96`, `frame-${i}`),
    )
    const compact = encodeFrames(many, "Portrait many")
    expect(compact.sets).toHaveLength(1)
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(many).length / 8)
    expect(encodeFrames(stills, "Portrait test").sets).toHaveLength(2)
  })

  it("stops the build, naming the portrait and still, when a still's files do not follow one pattern", () => {
    const odd = imageData("093358d83e6e551a8a3797da92c94c96", "step-01")
    odd.images.sources![0]!.srcSet = "/static/093358d83e6e551a8a3797da92c94c96/e13ba/other.avif 320w"
    expect(() => encodeFrames([stills[0]!, odd], "Portrait odd")).toThrow("Portrait odd: still 2")
    const foreign = imageData("093358d83e6e551a8a3797da92c94c96", "step-01")
    foreign.images.fallback!.srcSet = "https://elsewhere.example/pic.jpg 320w"
    expect(() => encodeFrames([foreign], "Portrait foreign")).toThrow("Unexpected image URL")
  })
})
