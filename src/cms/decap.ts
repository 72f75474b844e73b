/**
 * The editors' CMS (Decap, served at /admin/) is configured from the content model, so the two can never
 * disagree: every content file is one entry of a single `files` collection, and every model field becomes
 * the Decap widget that stores the value the build expects. Pure: the build writes the result as
 * static/admin/config.yml (JSON is valid YAML), see src/gatsby-node/admin.ts.
 *
 * What Decap cannot check (uniqueness within a list, references that name no entry, the partners sentence's
 * `{slug}` marks, a card's portrait-or-video choice, whether a file really is a readable image) stays with
 * the build's content check, which fails the deploy preview of the editor's pull request.
 */
import { ROUTES } from "../constants"
import {
  RASTER_EXTENSIONS,
  SLUG_PATTERN,
  VECTOR_EXTENSIONS,
  type Field,
  type ObjectType,
  type ReferenceTarget,
} from "../content-model/fields"
import { humanize, LABEL_SEPARATOR, labelFieldsOf } from "../content-model/labels"
import type { Collection } from "../content-model/model"
import { CONTENT_FORMAT } from "./content-format"
import { MOTION_FILE_WIDGET, MOTION_READING_WIDGET } from "./motion-inspection"
import { isPreviewed } from "./preview-files"
import type { CmsSettings } from "./settings"

/** The one Decap collection that lists every content file. */
export const CMS_COLLECTION = "content"

export type DecapField = { name: string; label: string; widget: string } & Record<string, unknown>

export interface DecapFile {
  name: string
  label: string
  file: string
  media_folder: string
  public_folder: string
  preview_path: string
  /** Decap reads a file's own `editor` before its collection's. */
  editor?: { preview: boolean }
  fields: DecapField[]
}

export interface DecapConfig {
  backend: Record<string, unknown>
  publish_mode: "editorial_workflow"
  local_backend: { url: string }
  site_url: string
  display_url: string
  media_folder: string
  public_folder: string
  collections: [
    {
      name: string
      label: string
      format: typeof CONTENT_FORMAT
      editor: { preview: boolean }
      files: DecapFile[]
    },
  ]
}

export { humanize }

/** A case-insensitive pattern for file names ending in one of the extensions (Decap patterns take no flags). */
export const extensionPattern = (extensions: readonly string[]): string => {
  const letters = (ext: string) =>
    [...ext.replace(/^\./, "")].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join("")
  return `\\.(?:${extensions.map(letters).join("|")})$`
}

export const HTTPS_PATTERN = "^https://[^\\s/?#]+[^\\s]*$"

/** The folder of a content file below content/, which is also the entry's name in the CMS. */
const folderOf = (file: string): string => file.split("/")[0] ?? file

const mediaExtensions = (field: Field & { kind: "image" | "file" }): readonly string[] =>
  field.kind === "file"
    ? field.extensions
    : field.vector
      ? [...RASTER_EXTENSIONS, ...VECTOR_EXTENSIONS]
      : RASTER_EXTENSIONS

const relation = (to: ReferenceTarget) => ({
  widget: "relation",
  collection: CMS_COLLECTION,
  file: folderOf(to.collection),
  value_field: `${to.list}.*.slug`,
  search_fields: [`${to.list}.*.slug`],
  display_fields: [`${to.list}.*.slug`],
})

/** The custom widget (registered by src/cms/editor-script.ts) for a yes-or-no the editor must answer. */
export const YES_NO_WIDGET = "yes-no"

/** How long a collapsed list entry's summary may grow before Decap cuts it with "...". */
export const SUMMARY_LENGTH = 60

/**
 * A collapsed list entry's summary (Decap's string template): the entry's label fields (./labels.ts), so a
 * sponsor shows its name and a credit its group and name; a list of single values shows the value itself (a
 * question's first words, a still's file path).
 */
const summaryOf = (fields: readonly string[]): string | undefined =>
  fields.length === 0
    ? undefined
    : fields.map((name) => `{{fields.${name} | truncate(${SUMMARY_LENGTH})}}`).join(LABEL_SEPARATOR)

/** The widget and its options for one model field (name, label, required and hint are added by `decapField`). */
const widgetFor = (field: Field, withinOptional: boolean): Record<string, unknown> & { widget: string } => {
  switch (field.kind) {
    case "text":
      if (field.oneOf) return { widget: "select", options: [...field.oneOf] }
      if (field.slug)
        return {
          widget: "string",
          pattern: [SLUG_PATTERN, "must be a slug of lower-case letters, digits and hyphens, e.g. pepper-harvest"],
        }
      return { widget: field.multiline ? "text" : "string" }
    case "https":
      return { widget: "string", pattern: [HTTPS_PATTERN, "must be an absolute https:// URL"] }
    case "route":
      return { widget: "select", options: Object.values(ROUTES) }
    case "integer":
      return { widget: "number", value_type: "int", ...(field.min === undefined ? {} : { min: field.min }) }
    case "boolean":
      // Decap's switch shows "off" for a value it never wrote; an explicit answer gets two choices, neither picked.
      if (field.explicit) return { widget: YES_NO_WIDGET }
      return { widget: "boolean", ...(field.default === undefined ? {} : { default: field.default }) }
    case "image":
    case "file": {
      const extensions = mediaExtensions(field)
      return {
        widget: field.kind,
        // A take the editor inspects when it is chosen (./motion-widgets.ts), filling the fields it names.
        ...(field.kind === "file" && field.reading
          ? { widget: MOTION_FILE_WIDGET, reading_fields: field.reading }
          : {}),
        choose_url: false,
        allow_multiple: false,
        media_folder: field.folder,
        public_folder: field.folder,
        pattern: [extensionPattern(extensions), `must be a ${extensions.join(", ")} file`],
      }
    }
    case "reference":
      return relation(field.to)
    case "list": {
      const options = {
        widget: "list",
        collapsed: true,
        ...(field.min === undefined ? {} : { min: field.min }),
        ...(field.max === undefined ? {} : { max: field.max }),
      }
      if (field.of.kind === "object") {
        const summary = summaryOf(labelFieldsOf(field.of.type))
        return {
          ...options,
          label_singular: humanize(field.of.type.name),
          ...(summary === undefined ? {} : { summary }),
          fields: objectFields(field.of.type, withinOptional),
        }
      }
      return { ...options, summary: summaryOf(["item"]), field: decapField("item", field.of, withinOptional) }
    }
    case "object":
      return { widget: "object", collapsed: false, fields: objectFields(field.type, withinOptional) }
  }
}

/**
 * One model field as a Decap field. `withinOptional`: the field sits in an optional object (e.g. a landing
 * card's video). Decap checks an object's required fields even when the editor leaves the object out, which
 * would refuse every save of a card that has no video, so there they are optional in the form and the build
 * checks them whenever the object is given.
 */
export const decapField = (name: string, field: Field, withinOptional = false): DecapField => {
  // Decap's `required` refuses "", so a field where "" means something (decorative alt text) is optional there.
  const required = !withinOptional && !field.optional && !(field.kind === "text" && field.allowEmpty)
  return {
    name,
    label: humanize(name),
    required,
    ...(field.doc === undefined ? {} : { hint: field.doc }),
    ...widgetFor(field, withinOptional || (field.kind === "object" && field.optional === true)),
  }
}

const objectFields = (type: ObjectType, withinOptional = false): DecapField[] => {
  // The fields a sibling's inspected take can fill keep their own control, wrapped so it can be filled.
  const fillable = new Set(
    Object.values(type.fields).flatMap((f) => (f.kind === "file" && f.reading ? Object.values(f.reading) : [])),
  )
  return Object.entries(type.fields).map(([name, field]) => {
    const decap = decapField(name, field, withinOptional)
    return fillable.has(name) ? { ...decap, widget: MOTION_READING_WIDGET, base_widget: decap.widget } : decap
  })
}

/** The whole Decap configuration for the content model and the deploy settings. */
export const decapConfig = (collections: readonly Collection[], settings: CmsSettings): DecapConfig => ({
  backend: {
    name: "github",
    repo: settings.repo,
    branch: settings.branch,
    base_url: "https://api.netlify.com",
    site_domain: settings.siteDomain,
    squash_merges: true,
  },
  publish_mode: "editorial_workflow",
  local_backend: { url: `http://127.0.0.1:${settings.localBackendPort}/api/v1` },
  site_url: `https://${settings.siteDomain}`,
  display_url: `https://${settings.siteDomain}`,
  // Media belong to fields (field-level folders below); the global media library shows content/ itself.
  media_folder: "content",
  public_folder: "",
  collections: [
    {
      name: CMS_COLLECTION,
      label: "Content",
      // Every file is written in the repository's own order and layout (./content-format.ts): Decap takes the
      // format from the collection, not from each file.
      format: CONTENT_FORMAT,
      // The preview pane shows the page with the site's own views (./preview-host.ts, src/cms-preview/) for the files
      // editors change most; the others keep the form alone, and every file has its deploy preview.
      editor: { preview: false },
      files: collections.map((collection) => ({
        name: folderOf(collection.file),
        label: collection.label ?? humanize(folderOf(collection.file)),
        file: `content/${collection.file}`,
        media_folder: "",
        public_folder: "",
        preview_path: collection.page ?? ROUTES.project,
        ...(isPreviewed(folderOf(collection.file)) ? { editor: { preview: true } } : {}),
        fields: objectFields(collection.type),
      })),
    },
  ],
})
