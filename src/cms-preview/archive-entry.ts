/**
 * An archive entry's page figures, worked out in the editor from the chosen motion file and the entry's draft
 * settings (unit, up axis, roles, reference frames), by the archive's own code (src/archive/): the same reading
 * the build makes, minus what needs the build's Node tools (the player's gzip-sized data, the download files and
 * their checksums). A take of a few thousand frames reads in well under a second; the result is kept per file and
 * settings, so typing in the entry's other fields does not read it again.
 */
import { analyseMotion, motionSettings, type EntryMotion } from "../archive/analyse"
import { parseBvh } from "../archive/bvh"
import { bodyEmphasis, perSecondTable } from "../archive/entry-files"
import { poseStrip, sparkline } from "../archive/glance"
import { firstStep } from "../archive/player-data"
import { drawnJoints, ROLE_WORDS, ROLES } from "../archive/roles"
import { ARCHIVE_POSE_STRIP_POSES, ARCHIVE_SPARKLINE_POINTS } from "../constants"

export type EntryFigures = NonNullable<Queries.ArchiveEntryPageQuery["archiveEntry"]>["derived"]

/** The figures, or why the build would refuse the file as the entry reads it now. */
export type Reading = { figures: EntryFigures } | { problem: string }

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** Reads the motion file's text under the entry's settings (`name` names the file in any problem). */
export const readEntryMotion = (bvhText: string, name: string, entry: EntryMotion): Reading => {
  try {
    const settings = motionSettings(entry, name)
    const bvh = parseBvh(bvhText, name)
    const analysis = analyseMotion(bvh, name, settings)
    if (analysis.refusal !== undefined) return { problem: analysis.refusal }
    const { positions, filtered, features, fps } = analysis
    const parents = bvh.joints.map((joint) => joint.parent)
    // The still is the player's first frame: the joints it draws (no finger chains), Y up, in metres.
    const kept = drawnJoints(bvh.joints, analysis.roles)
    const place = new Map(kept.map((joint, k) => [joint, k]))
    const first = filtered.frames[0] ?? new Float64Array()
    let top = 0
    for (const frame of filtered.frames) for (const j of kept) top = Math.max(top, frame[j * 3 + 1] ?? 0)
    return {
      figures: {
        durationS: round(positions.frames.length / fps, 2),
        fps,
        jointCount: bvh.joints.filter((joint) => !joint.endSite).length,
        endSiteCount: bvh.joints.filter((joint) => joint.endSite).length,
        bodyEmphasis: bodyEmphasis(filtered, analysis.body),
        fileConvention: `${settings.unit.words}, ${settings.up.toUpperCase()} up`,
        referenceFrames: analysis.referenceFrames,
        referenceStated: analysis.referenceStated,
        spikesFiltered: analysis.spikesFiltered,
        // Before any thinning for size, which needs the build's gzip: the rate of a take within its budget.
        playerFps: fps / firstStep(fps),
        roles: ROLES.flatMap((role) => {
          const joint = analysis.roles[role]
          const named = joint === undefined ? undefined : bvh.joints[joint]
          return named ? [{ role: ROLE_WORDS[role], joint: named.name }] : []
        }),
        // The player's data is made by the build; the preview shows its first frame, the still.
        motionUrl: "",
        tempoHz: null,
        firstFrame: {
          joints: kept.map((j) => positions.joints[j] ?? ""),
          parents: kept.map((j) => place.get(bvh.joints[j]?.parent ?? -1) ?? -1),
          positions: kept.flatMap((j) => [first[j * 3] ?? 0, first[j * 3 + 1] ?? 0, first[j * 3 + 2] ?? 0]),
          top,
        },
        poseStrip: poseStrip(positions, parents, ARCHIVE_POSE_STRIP_POSES),
        sparkline: sparkline(
          features.map((x) => x.energy),
          ARCHIVE_SPARKLINE_POINTS,
        ),
        perSecond: perSecondTable(features, fps),
        downloads: [],
      },
    }
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) }
  }
}

let kept: { key: string; reading: Reading } | undefined

/** `readEntryMotion`, kept for the last file (by the URL its text came from) and settings it was asked about. */
export const readEntryMotionOnce = (url: string, bvhText: string, name: string, entry: EntryMotion): Reading => {
  const key = JSON.stringify([url, name, entry])
  if (kept?.key !== key) kept = { key, reading: readEntryMotion(bvhText, name, entry) }
  return kept.reading
}
