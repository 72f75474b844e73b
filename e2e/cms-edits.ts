/**
 * What the CMS browser test has an editor save (e2e/cms.spec.ts), shared with the integration test that builds a
 * project from those saves and looks for them on the built pages (test/integration/content-edits.test.ts).
 * Invented names only.
 */
export const CMS_EDITS = {
  /** Added without touching its "Active" switch: a new credit starts active, and the form writes it. */
  credit: { group: "Sound", name: "Ottilie Varga-Nwosu", url: "https://example.org/ottilie", active: true },
  /**
   * The archive entry the editor adds through the form, with the synthetic Z-up millimetre take as its motion file
   * (e2e/cms.spec.ts); the development server test waits for its page (test/integration/bad-media-develop.test.ts).
   */
  archiveEntry: { slug: "invented-stair-climb", title: "Climbing the back stairs", take: "xsens-zup-mm.bvh" },
  /** Appended to the first portrait's caption. */
  captionAddition: " Recorded again in the spring.",
  /** Appended to the Spanish tagline, in the Spanish pane beside the English. */
  spanishTaglineAddition: " (editado)",
  sponsor: {
    slug: "tidewater-trust",
    name: "The Tidewater Arts Trust",
    shortName: "the Tidewater Trust",
    url: "https://example.org/tidewater",
    logo: "logos/tidewater-trust.svg",
    logoAlt: "Tidewater Arts Trust",
  },
  /** The logo the editor uploads. */
  logoFile: "tidewater-trust.svg",
  logoSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><rect width="240" height="80" fill="#234"/><text x="16" y="50" font-size="28" fill="#fff">Tidewater</text></svg>',
  /**
   * A phone's HEIC export renamed .jpg, as the editor uploads it. Synthetic: only the file-type box a HEIC file opens
   * with (its "ftyp" brand is what tells HEIC apart), then filler bytes; no real photo.
   */
  heicAsJpeg: {
    file: "IMG 4101.JPG",
    /** The name Decap stores it under (lower case, the space replaced). */
    storedAs: "img-4101.jpg",
    bytes: [0, 0, 0, 0x18, ...Array.from("ftypheic\0\0\0\0mif1heic", (c) => c.charCodeAt(0)), ...Array(64).fill(0)],
  },
  /**
   * A still that passes the editor's check (its first bytes are a JPEG's), uploaded and removed again before the
   * entry's first save. Synthetic: a JPEG's opening markers, then filler bytes; no real photo.
   */
  allowedStill: {
    file: "Extra Still.jpg",
    storedAs: "extra-still.jpg",
    bytes: [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...Array.from("JFIF\0", (c) => c.charCodeAt(0)), ...Array(64).fill(0)],
  },
} as const
