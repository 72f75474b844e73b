/**
 * The editors' CMS (Decap, served at /admin/) is configured from the content model, so the two can never
 * disagree: every content file is one entry of a single `files` collection, and every model field becomes
 * the Decap widget that stores the value the build expects. Pure: the build writes the result as
 * static/admin/config.yml (JSON is valid YAML), see src/gatsby-node/admin.ts.
 *
 * What Decap cannot check (uniqueness within a list, references that name no entry, the partners sentence's
 * `{slug}` marks, a card's portrait-or-video choice, whether a file really is a readable image) stays with
 * the build's content check, which fails the deploy preview of the editor's pull request.
 *
 * A file with translatable texts (../content-model/translations.ts) is stored in Decap's `single_file` i18n layout,
 * `{ "en": { … }, "es": { … } }`, and edited with the languages side by side. Decap 3 reads and writes i18n per
 * collection, not per file: in a files collection with `i18n`, every file is read as that layout, so a file without
 * it loads as an empty form (seen in the browser: sponsors.json showed "0 sponsors" on both sides), and every file
 * opens with the second language's pane. So the files with translations are a collection of their own
 * (`CMS_TRANSLATED_COLLECTION`, with `i18n`), and every other file stays in `CMS_COLLECTION` exactly as before.
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
import { COLLECTIONS, type Collection } from "../content-model/model"
import {
  hasTranslations,
  holdsTranslations,
  identityOf,
  isTranslatable,
  languageNamed,
} from "../content-model/translations"
import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages"
import { CONTENT_FORMAT } from "./content-format"
import { MOTION_FILE_WIDGET, MOTION_READING_WIDGET } from "./motion-inspection"
import { isPreviewed } from "./preview-files"
import type { CmsSettings } from "./settings"

/** The Decap collection that lists every content file stored in one language (all of them, before issue 62). */
export const CMS_COLLECTION = "content"
/** The Decap collection of the content files stored with their translations (see the file's comment). */
export const CMS_TRANSLATED_COLLECTION = "translated"

/**
 * How a field of a translated file is edited in the other languages (Decap's field `i18n`): `true`, translated;
 * "duplicate", the English value shown read-only; "none", hidden. Decap's schema takes only a boolean on an object or
 * a list, where `false` means "none".
 */
export type DecapI18n = true | false | "duplicate" | "none"

export type DecapField = { name: string; label: string; widget: string; i18n?: DecapI18n } & Record<string, unknown>

export interface DecapFile {
  name: string
  label: string
  file: string
  media_folder: string
  public_folder: string
  preview_path: string
  /** Decap reads a file's own `editor` before its collection's. */
  editor?: { preview: boolean }
  /** The file is stored with its languages; Decap needs this on the file as well as on its collection. */
  i18n?: true
  fields: DecapField[]
}

export interface DecapCollection {
  name: string
  label: string
  format: typeof CONTENT_FORMAT
  editor: { preview: boolean }
  /** Every file of the collection is stored with its languages (the top-level `i18n` says how). */
  i18n?: true
  files: DecapFile[]
}

export interface DecapConfig {
  backend: Record<string, unknown>
  publish_mode: "editorial_workflow"
  local_backend: { url: string }
  site_url: string
  display_url: string
  media_folder: string
  public_folder: string
  /** Decap's languages: each translated file holds them all in one file, English first and the default. */
  i18n: { structure: "single_file"; locales: string[]; default_locale: string }
  collections: [DecapCollection, ...DecapCollection[]]
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

/** The Decap collection a content file is listed in: the translated files' own, or the one of all others. */
export const cmsCollectionOf = (collection: Collection): string =>
  hasTranslations(collection.type) ? CMS_TRANSLATED_COLLECTION : CMS_COLLECTION

/**
 * The Decap collection of a content file named by its path below content/ ("portraits/portraits.json") or by its
 * name in the CMS ("portraits"), among the model's files; a file the model does not list is in `CMS_COLLECTION`.
 */
export const cmsCollectionOfFile = (file: string, collections: readonly Collection[] = COLLECTIONS): string => {
  const collection = collections.find((c) => c.file === file || folderOf(c.file) === file)
  return collection === undefined ? CMS_COLLECTION : cmsCollectionOf(collection)
}

const mediaExtensions = (field: Field & { kind: "image" | "file" }): readonly string[] =>
  field.kind === "file"
    ? field.extensions
    : field.vector
      ? [...RASTER_EXTENSIONS, ...VECTOR_EXTENSIONS]
      : RASTER_EXTENSIONS

const relation = (to: ReferenceTarget) => ({
  widget: "relation",
  collection: cmsCollectionOfFile(to.collection),
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

/**
 * How each field of a translated file is edited in the other languages (Decap's `i18n`, see `DecapI18n`): a
 * translatable text is translated, and so is an object or a list holding one (the translation nests the same way);
 * the field that names a list's items across languages (`identityOf`, e.g. a page's key) is shown read-only beside
 * the translation; everything else is English alone, hidden in the other languages. Decap 3.16.3 applies `duplicate`
 * and `none` to an object's fields but does not hand them to a list's items (its ListControl renders each item
 * without them): in the Spanish pane a list item's fields all show, a page's key among them, and can be changed. The
 * check before a save (./pre-save.ts) then refuses what the build would: a translated item naming no English item, a
 * field in a translation that is not translated.
 */
const translatedFields = (type: ObjectType, fields: readonly DecapField[], identity?: string): DecapField[] =>
  fields.map((decap) => {
    const field = type.fields[decap.name]
    return field === undefined ? decap : translatedField(field, decap, decap.name === identity)
  })

const translatedField = (field: Field, decap: DecapField, isIdentity: boolean): DecapField => {
  const holds = holdsTranslations(field)
  const i18n: DecapI18n =
    isTranslatable(field) || holds
      ? true
      : isIdentity
        ? "duplicate"
        : field.kind === "object" || field.kind === "list"
          ? false
          : "none"
  if (field.kind === "object")
    return { ...decap, i18n, fields: translatedFields(field.type, decap.fields as DecapField[]) }
  if (field.kind === "list" && field.of.kind === "object")
    return {
      ...decap,
      i18n,
      fields: translatedFields(field.of.type, decap.fields as DecapField[], holds ? identityOf(field) : undefined),
    }
  if (field.kind === "list")
    return { ...decap, i18n, field: translatedField(field.of, decap.field as DecapField, false) }
  return { ...decap, i18n }
}

const cmsFile = (collection: Collection): DecapFile => {
  const translated = hasTranslations(collection.type)
  const fields = objectFields(collection.type)
  return {
    name: folderOf(collection.file),
    label: collection.label ?? humanize(folderOf(collection.file)),
    file: `content/${collection.file}`,
    media_folder: "",
    public_folder: "",
    preview_path: collection.page ?? ROUTES.project,
    ...(isPreviewed(folderOf(collection.file)) ? { editor: { preview: true } } : {}),
    ...(translated ? { i18n: true as const } : {}),
    fields: translated ? translatedFields(collection.type, fields) : fields,
  }
}

const cmsCollection = (name: string, label: string, files: readonly Collection[]): DecapCollection => ({
  name,
  label,
  // Every file is written in the repository's own order and layout (./content-format.ts): Decap takes the
  // format from the collection, not from each file.
  format: CONTENT_FORMAT,
  // The preview pane shows the page with the site's own views (./preview-host.ts, src/cms-preview/) for the files
  // editors change most; the others keep the form alone, and every file has its deploy preview.
  editor: { preview: false },
  ...(name === CMS_TRANSLATED_COLLECTION ? { i18n: true as const } : {}),
  files: files.map(cmsFile),
})

/** "English and Spanish". */
const languagesNamed = (): string => {
  const names = LANGUAGES.map(languageNamed)
  return names.length === 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`
}

/** What editors see the translated files' collection called. */
export const TRANSLATED_COLLECTION_LABEL = `Content in ${languagesNamed()}`

/** The whole Decap configuration for the content model and the deploy settings. */
export const decapConfig = (collections: readonly Collection[], settings: CmsSettings): DecapConfig => {
  const plain = collections.filter((collection) => !hasTranslations(collection.type))
  const translated = collections.filter((collection) => hasTranslations(collection.type))
  const content = cmsCollection(CMS_COLLECTION, "Content", plain)
  const inLanguages = cmsCollection(CMS_TRANSLATED_COLLECTION, TRANSLATED_COLLECTION_LABEL, translated)
  return {
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
    i18n: { structure: "single_file", locales: [...LANGUAGES], default_locale: DEFAULT_LANGUAGE },
    // A collection with no file is left out; the one-language collection stays when there is nothing else.
    collections: translated.length === 0 ? [content] : plain.length === 0 ? [inLanguages] : [content, inLanguages],
  }
}
