/**
 * The colour of the content editor's marks on a refused field (src/cms/field-marks.ts): the line under its label and
 * the outline of an entry as a whole. A darker red than Decap's own error text (#ff003b, 3.95:1 on white), so the
 * 13 px line reads at 5.4:1 on the form's white, past WCAG AA.
 */
export const EDITOR_MARK_COLOUR = "#d60032"
