import { css } from "@emotion/react"
import { palette } from "../../theme/tokens"
import { STAGE } from "./figure-geometry"

/** The archive's players' stage (the entry's, the compare view's, the lexicon's) and their row of controls. */
export const stageCss = css({
  position: "relative",
  maxWidth: STAGE.width,
  aspectRatio: `${STAGE.width} / ${STAGE.height}`,
  background: palette.frameBackdrop,
  borderRadius: 8,
  "& canvas, & svg": { position: "absolute", inset: 0, width: "100%", height: "100%" },
  "&:focus-visible": { outline: `3px solid ${palette.primaryOrange}`, outlineOffset: 3 },
})
export const controlsCss = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "12px 24px",
  alignItems: "center",
  margin: "16px 0",
  "& label": { display: "inline-flex", gap: 8, alignItems: "center" },
  // A fieldset's options wrap within the column on a phone rather than running past its edge.
  "& fieldset": {
    border: 0,
    margin: 0,
    padding: 0,
    display: "inline-flex",
    flexWrap: "wrap",
    gap: 12,
    alignItems: "center",
    minWidth: 0,
    maxWidth: "100%",
  },
  "& legend": { float: "left", marginRight: 8 },
})
