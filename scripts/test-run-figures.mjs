/**
 * The closing figures of `npm test` (scripts/test.mjs): how long the run took against the same machine's cold build
 * of the site, measured in the same run.
 *
 * The cold build is the run's own first step: `netlify build --offline` of an unchanged copy of the project with no
 * cache (test/support/built-copy.ts), whose build command is `npm run build`, that is `gatsby build`. Gatsby ends
 * with "Done building in <s> sec", its process's whole lifetime, and that figure is the denominator: the cold
 * `gatsby build` alone, without Netlify's own steps around it or the deploy preview built after it. Installing what
 * was missing (Chromium, the Netlify CLI) is set-up, not testing, and is left out of the numerator; the line says so.
 * The build shares the machine with the unit tests and the checks beside it, which makes it slower than alone (124.5
 * against 106.5 s on the same machine, 2026-11-30) and the ratio smaller: the line names what ran beside it, so the
 * ratio is not read as one to a build alone.
 */

/** Gatsby's closing line, as gatsby/dist/commands/build.js prints it. */
const DONE_BUILDING = /Done building in ([0-9]+(?:\.[0-9]+)?) sec/g

/** The cold build's seconds from its log (the last "Done building" line), or undefined when there is none. */
export const coldBuildSeconds = (log) => {
  const matches = [...log.matchAll(DONE_BUILDING)]
  const last = matches.at(-1)
  return last ? Number(last[1]) : undefined
}

/**
 * The run's length against the cold build: "Whole run: 1010.2 s; without set-up (installing what was missing,
 * 60.1 s) 950.1 s = 6.2 × this run's cold gatsby build (153.2 s, built beside …)", `besideBuild` naming what ran
 * beside the build, if anything. Without a cold build (SKIP_BUILD=1, --quick)
 * there is nothing to compare with, and the line says so.
 */
export const ratioLine = ({ wholeSeconds, setupSeconds, coldSeconds, besideBuild }) => {
  const whole = `Whole run: ${wholeSeconds.toFixed(1)} s`
  const tested = wholeSeconds - setupSeconds
  const setUp =
    setupSeconds > 0
      ? `; without set-up (installing what was missing, ${setupSeconds.toFixed(1)} s) ${tested.toFixed(1)} s`
      : ""
  if (coldSeconds === undefined || !(coldSeconds > 0))
    return `${whole}${setUp} (no cold build in this run to compare with)`
  const beside = besideBuild ? `, built beside ${besideBuild}` : ""
  return `${whole}${setUp} = ${(tested / coldSeconds).toFixed(1)} × this run's cold gatsby build (${coldSeconds.toFixed(1)} s${beside})`
}
