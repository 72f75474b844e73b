/**
 * A small vocabulary for describing content files. One description per collection (see ./model.ts)
 * yields both the GraphQL schema (./sdl.ts) and the build-time validation (./validate.ts), so the two
 * can never disagree about which fields exist or are required.
 */

interface FieldBase {
  /** Missing or null is allowed. Fields are required unless marked optional. */
  optional?: boolean
  /** One line for editors: shown in validation errors and the field tables of docs/editing.md. */
  doc?: string
}

export interface TextField extends FieldBase {
  kind: "text"
  /** The value must be one of these (e.g. the spec's credit groups). */
  oneOf?: readonly string[]
  /** A slug: lower-case letters, digits and hyphens. */
  slug?: boolean
  /** "" is a meaningful value (e.g. the alt text of a decorative picture). */
  allowEmpty?: boolean
  /** Prose of a sentence or more: the CMS offers a text area instead of a one-line box. */
  multiline?: boolean
  /**
   * `{slug}` marks in the text name entries of this target (sentence.ts parses them); the GraphQL schema
   * gives the field a sibling listing those entries (e.g. partnersSentence → partnersSentenceSponsors).
   */
  marks?: ReferenceTarget
}
/** An external link: must be an absolute https:// URL. */
export interface HttpsUrlField extends FieldBase {
  kind: "https"
}
/** A link inside the site: one of the site's routes. */
export interface RouteField extends FieldBase {
  kind: "route"
}
export interface IntegerField extends FieldBase {
  kind: "integer"
  min?: number
}
/**
 * A yes-or-no. Every boolean the site reads must be written in the file, and the form must write it: either a
 * `default` the form starts from (a new credit is active unless switched off), or `explicit`, an answer the
 * editor has to choose, with neither preselected (consent: a switch left "off" must not pass for a "no").
 */
export interface BooleanField extends FieldBase {
  kind: "boolean"
  /** What a new entry starts with in the form, which writes it. */
  default?: boolean
  /** The editor must answer yes or no before saving; the form shows no answer until then. */
  explicit?: boolean
}
/**
 * Media live in one folder per field, directly below the JSON file's folder (e.g. "stills" for
 * content/portraits/stills/): the value is "<folder>/<file name>". The CMS stores uploads there and finds
 * them again by file name, which needs one flat folder per field (see src/cms/decap.ts).
 */
interface MediaFieldBase extends FieldBase {
  /** The folder below the JSON file's folder: one path segment of lower-case letters, digits and hyphens. */
  folder: string
}
/** A picture in its field's folder, referenced by a relative path. Raster unless `vector` allows SVG. */
export interface ImageField extends MediaFieldBase {
  kind: "image"
  vector?: boolean
}
/** Any other file (video, PDF, captions) in its field's folder, by relative path, with allowed extensions. */
export interface FileField extends MediaFieldBase {
  kind: "file"
  extensions: readonly string[]
}
/**
 * A slug naming an entry in another file's list, e.g. a portrait named by its slug on the landing page.
 * The build checks that the entry exists; the GraphQL schema and the CMS can follow the link.
 */
export interface ReferenceField extends FieldBase {
  kind: "reference"
  to: ReferenceTarget
}
export interface ReferenceTarget {
  /** The content file that holds the entries, below content/ (e.g. "portraits/portraits.json"). */
  collection: string
  /** The list field at the top of that file (e.g. "portraits"). */
  list: string
  /** What one entry is called in messages (e.g. "portrait"). */
  noun: string
}
export interface ListField extends FieldBase {
  kind: "list"
  of: Field
  min?: number
  max?: number
  /** Fields of the listed objects whose values must be unique within the list (e.g. "slug"). */
  unique?: readonly string[]
}
export interface ObjectField extends FieldBase {
  kind: "object"
  type: ObjectType
}

export type Field =
  | TextField
  | HttpsUrlField
  | RouteField
  | IntegerField
  | BooleanField
  | ImageField
  | FileField
  | ReferenceField
  | ListField
  | ObjectField

/** A named GraphQL object type and its fields. */
export interface ObjectType {
  name: string
  fields: Readonly<Record<string, Field>>
  /**
   * The fields that name one entry where editors see it (the CMS's collapsed list, content problems); when left
   * out, the first of name, title, subject, … the type has (see ./labels.ts).
   */
  label?: readonly string[]
}

type Options<F extends Field> = Omit<F, "kind">

export const text = (options: Options<TextField> = {}): TextField => ({ kind: "text", ...options })
export const slug = (options: Options<TextField> = {}): TextField => ({ kind: "text", slug: true, ...options })
export const httpsUrl = (options: Options<HttpsUrlField> = {}): HttpsUrlField => ({ kind: "https", ...options })
export const route = (options: Options<RouteField> = {}): RouteField => ({ kind: "route", ...options })
export const integer = (options: Options<IntegerField> = {}): IntegerField => ({ kind: "integer", ...options })
export const boolean = (options: Options<BooleanField> = {}): BooleanField => ({ kind: "boolean", ...options })
export const image = (folder: string, options: Omit<Options<ImageField>, "folder"> = {}): ImageField => ({
  kind: "image",
  folder,
  ...options,
})
export const file = (
  folder: string,
  extensions: readonly string[],
  options: Omit<Options<FileField>, "extensions" | "folder"> = {},
): FileField => ({
  kind: "file",
  folder,
  extensions,
  ...options,
})
export const reference = (to: ReferenceTarget, options: Omit<Options<ReferenceField>, "to"> = {}): ReferenceField => ({
  kind: "reference",
  to,
  ...options,
})
export const list = (of: Field, options: Omit<Options<ListField>, "of"> = {}): ListField => ({
  kind: "list",
  of,
  ...options,
})
export const object = (type: ObjectType, options: Omit<Options<ObjectField>, "type"> = {}): ObjectField => ({
  kind: "object",
  type,
  ...options,
})
export const objectType = (
  name: string,
  fields: Record<string, Field>,
  options: Omit<ObjectType, "name" | "fields"> = {},
): ObjectType => ({ name, fields, ...options })

/** A slug: lower-case letters, digits and single hyphens (the build and the CMS check the same pattern). */
export const SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$"

/** Raster formats sharp reads and gatsby-plugin-image can transform. */
export const RASTER_FORMATS = ["jpeg", "png", "webp", "avif", "tiff"] as const
export const RASTER_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff"] as const
export const VECTOR_EXTENSIONS = [".svg"] as const
