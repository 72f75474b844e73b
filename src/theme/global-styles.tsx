import { Global, css } from "@emotion/react"
import { fontFaceCss } from "./fonts"
import { fonts, palette } from "./tokens"

const globalCss = css`
  ${fontFaceCss}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-weight: 300;
    color: ${palette.bodyText};
    background: ${palette.white};
  }
  h1,
  h2,
  h3 {
    font-family: ${fonts.display};
  }
  a {
    color: ${palette.primaryOrange};
  }
  :focus-visible,
  video:focus {
    /* Chromium does not match :focus-visible on a <video> reached with Tab, so it is named too. */
    outline: 3px solid ${palette.primaryOrange};
    outline-offset: 2px;
  }
  img,
  video {
    max-width: 100%;
    height: auto;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`

export function GlobalStyles() {
  return <Global styles={globalCss} />
}
