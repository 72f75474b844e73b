import { css } from "@emotion/react"
import { ContentVideo } from "../../components/content-video"
import { palette } from "../../theme/tokens"

const bandCss = css({
  position: "relative",
  height: "200vh",
  borderTop: `2px solid ${palette.border}`,
  borderBottom: `2px solid ${palette.border}`,
})

const stickyCss = css({ position: "sticky", top: 0, height: "100vh" })

const videoCss = css({ display: "block", width: "100%", height: "100vh", objectFit: "cover" })

const arrowsCss = css({
  position: "absolute",
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 1,
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  padding: "100px 20px 100px 0",
  color: "white",
  fontSize: "1.8rem",
  opacity: 0.7,
  pointerEvents: "none",
})

/** A tall band where a montage stays in view while the page scrolls past, with left/right hints. */
export function ScrollBand({ video }: { video: Queries.ContentVideoFragment }) {
  return (
    <section css={bandCss} data-testid="scroll-band">
      <div css={stickyCss}>
        <ContentVideo mode="loop" video={video} videoCss={videoCss} />
        <div css={arrowsCss} aria-hidden="true">
          <span>←</span>
          <span>→</span>
        </div>
      </div>
    </section>
  )
}
