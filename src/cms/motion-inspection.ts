/**
 * What the content editor's motion inspector sends between the form (./motion-widgets.ts) and the worker that reads
 * the take (./motion-worker.ts), and the worker's file name in the admin (src/gatsby-node/admin.ts bundles it).
 * No Node API: both sides run in the browser.
 */
import type { TakeReading } from "../archive/take-reading"

/** The worker's script in the admin folder, beside the editor's own script; loaded only when a take is chosen. */
export const MOTION_WORKER = "motion-inspector.js"

/** What the form asks: read this file (a Blob is handed over without copying its bytes into the message). */
export interface InspectRequest {
  name: string
  file: Blob
}

/** The worker's answer: the reading, or why the file could not be read (a BVH error names its line). */
export type InspectReply = { reading: TakeReading } | { problem: string }

/** The widget of an archive entry's motion file: Decap's file widget with the inspector's findings under it. */
export const MOTION_FILE_WIDGET = "motion-file"
/** The widget of a field the inspector can fill (the entry's unit and up axis): Decap's own widget, fillable. */
export const MOTION_READING_WIDGET = "motion-reading"
