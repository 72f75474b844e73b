import { fontFaceCss } from "./fonts"
import { fonts, palette } from "./tokens"

/**
 * The site-wide rules, @font-face included. gatsby-ssr writes them once into every page's <head> as a plain
 * <style>, never through emotion's <Global>: on hydration <Global> removes and re-inserts its rules, and
 * re-inserting the @font-face rules made the text fall back and swap again (measured: three layout shifts
 * of the Portraits heading after load).
 */
export const globalCss = `
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
  /* Emotion server-renders each component's <style> beside it until hydration moves them into the head; a
     parent's "> *" rule (display: flex) would otherwise lay them out as boxes and shift the page when they go. */
  body style {
    display: none !important;
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
