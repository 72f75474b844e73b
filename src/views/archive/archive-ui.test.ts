import { SONIFICATION_PITCH_HZ } from "../../constants"
import { advance, frameAt, spokenTime } from "./clock"
import { ARCHIVE_TEXT } from "./copy"
import { durationBand, matches, parseFilters, serialiseFilters } from "./filter"
import { isTick, loudness, pan, pitchHz, soundParams, soundRanges, SOUND_LAYERS, type SoundFrame } from "./sonify-map"
import { scriptJson, skosScheme } from "./skos"

describe("the archive filter", () => {
  const entry = { terms: ["strike", "alternation"], setting: "a community hall", bodyEmphasis: "arms", durationS: 6 }

  it("reads the filters from the URL and writes them back in a fixed order", () => {
    const filters = parseFilters("?duration=short&term=strike&utm=x&setting=")
    expect(filters).toEqual({ term: "strike", duration: "short" })
    expect(serialiseFilters(filters)).toBe("?term=strike&duration=short")
    expect(serialiseFilters({})).toBe("")
    expect(parseFilters(serialiseFilters({ setting: "a pepper field" }))).toEqual({ setting: "a pepper field" })
  })

  it("keeps an entry only when every set filter matches", () => {
    expect(matches(entry, {})).toBe(true)
    expect(matches(entry, { term: "strike" })).toBe(true)
    expect(matches(entry, { term: "stride" })).toBe(false)
    expect(matches(entry, { term: "strike", emphasis: "legs" })).toBe(false)
    expect(matches(entry, { setting: "a community hall", duration: "short" })).toBe(true)
    expect(matches(entry, { duration: "long" })).toBe(false)
  })

  it("puts durations in bands, lower bound included", () => {
    expect([0, 7.99, 8, 14.9, 15, 40].map(durationBand)).toEqual(["short", "short", "medium", "medium", "long", "long"])
  })
})

describe("the player's clock", () => {
  it("advances at the data's rate and speed, and wraps at the end", () => {
    expect(advance(0, 1000, 1, 10)).toBeCloseTo(1)
    expect(advance(0, 1000, 0.25, 10)).toBeCloseTo(0.25)
    expect(advance(9.5, 1000, 2, 10)).toBeCloseTo(1.5)
    expect(advance(3, -5, 1, 10)).toBe(3)
  })

  it("changes frame exactly every 1/fps seconds", () => {
    const fps = 30
    expect(frameAt(0, fps, 300)).toBe(0)
    expect(frameAt(1 / fps - 1e-6, fps, 300)).toBe(0)
    expect(frameAt(1 / fps, fps, 300)).toBe(1)
    expect(frameAt(2, fps, 300)).toBe(60)
    expect(frameAt(99, fps, 300)).toBe(299)
  })

  it("says the slider's value in words", () => {
    expect(spokenTime(2.44, 9.6, "en")).toBe("2.4 s of 9.6 s")
  })
})

describe("the sound mapping", () => {
  const frames: SoundFrame[] = [
    { energy: 0, handSpeed: 0, handHeight: 0, handSide: 0, jerk: 0, footfall: 0 },
    { energy: 2, handSpeed: 1, handHeight: 1, handSide: 0.3, jerk: 10, footfall: 1 },
    { energy: 4, handSpeed: 2, handHeight: 2, handSide: -1, jerk: 100, footfall: 0 },
  ]
  const ranges = soundRanges(frames)

  it("maps the hand's speed to 110–880 Hz, exponentially", () => {
    expect(pitchHz(0, 2)).toBeCloseTo(SONIFICATION_PITCH_HZ.low)
    expect(pitchHz(2, 2)).toBeCloseTo(SONIFICATION_PITCH_HZ.high)
    expect(pitchHz(1, 2)).toBeCloseTo(Math.sqrt(110 * 880))
    expect(pitchHz(5, 2)).toBeCloseTo(SONIFICATION_PITCH_HZ.high)
  })

  it("tells the listener the pitch range the sound uses", () => {
    const pitch = ARCHIVE_TEXT.mapping.find(([layer]) => layer === "pitch")?.[2] ?? ""
    expect(pitch).toContain(`${SONIFICATION_PITCH_HZ.low} Hz when still`)
    expect(pitch).toContain(`${SONIFICATION_PITCH_HZ.high} Hz at its fastest`)
  })

  it("maps energy to loudness, side to stereo, and fires a tick once as jerk rises", () => {
    expect(loudness(0, 4)).toBe(0)
    expect(loudness(4, 4)).toBe(1)
    expect(pan(0.3)).toBeCloseTo(0.5)
    expect(pan(-5)).toBe(-1)
    expect(isTick(100, 10, 100)).toBe(true)
    expect(isTick(100, 90, 100)).toBe(false)
  })

  it("holds a switched-off layer at a neutral value", () => {
    const all = soundParams(frames[2]!, frames[1], ranges, new Set(SOUND_LAYERS))
    expect(all).toMatchObject({ gain: 1, frequency: 880, pan: -1, tick: true, footfall: false })
    const none = soundParams(frames[1]!, frames[0], ranges, new Set())
    expect(none).toEqual({ gain: 0.5, frequency: 220, cutoff: 5000, pan: 0, tick: false, footfall: false })
    expect(soundParams(frames[1]!, frames[0], ranges, new Set(["footfalls"])).footfall).toBe(true)
  })
})

describe("the lexicon as SKOS", () => {
  it("links concepts in one scheme, with vernacular names as alternative labels", () => {
    const scheme = skosScheme("https://x.org/archive/lexicon/", "Lexicon", [
      { slug: "a", name: "A", definition: "d", vernacular: ["ay"], broader: [], narrower: ["b"], related: [] },
      { slug: "b", name: "B", definition: "e", vernacular: [], broader: ["a"], narrower: [], related: [] },
    ])
    expect(scheme["@type"]).toBe("skos:ConceptScheme")
    expect(scheme["skos:hasTopConcept"]).toEqual([{ "@id": "https://x.org/archive/lexicon/#a" }])
    expect(scheme["@graph"][1]).toMatchObject({
      "skos:broader": [{ "@id": "https://x.org/archive/lexicon/#a" }],
      "skos:prefLabel": "B",
    })
    expect(scheme["@graph"][0]?.["skos:altLabel"]).toEqual(["ay"])
  })

  it("cannot close its script element early", () => {
    expect(scriptJson({ text: "</script><script>x()" })).not.toContain("</script>")
  })
})
