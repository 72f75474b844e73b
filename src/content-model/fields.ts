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
  /**
   * Visitors read it in the page's language: the file keeps each other language's value beside the English
   * (./translations.ts), the editor shows the languages side by side, and a page falls back to the English, marked
   * `lang="en"`, where a translation is missing.
   */
  translatable?: boolean
  /**
   * A translatable text that translates another field of its object (`text`), said in the language its field
   * `language` names (a language tag; English when empty): the mover's words. Nothing is missing in that language.
   */
  translates?: { text: string; language: string }
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
  /**
   * The file is a take the content editor inspects when it is chosen (src/cms/motion-widgets.ts): these sibling
   * fields hold its unit and up axis, which the editor offers to fill from the inspector's suggestion.
   */
  reading?: { unit: string; up: string }
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
  /**
   * Each listed object (which needs a slug) becomes a node of its own even if nothing refers to it, so a page can
   * query one entry by slug and is rebuilt only when that entry changes (see src/gatsby-node/entry-nodes.ts).
   */
  nodes?: boolean
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
export interface ObjectType<F extends Readonly<Record<string, Field>> = Readonly<Record<string, Field>>> {
  name: string
  fields: F
  /**
   * The fields that name one entry where editors see it (the CMS's collapsed list, content problems); when left
   * out, the first of name, title, subject, … the type has (see ./labels.ts).
   */
  label?: readonly string[]
}

type Options<F extends Field> = Omit<F, "kind">
/** A builder called without options adds nothing to its field's type. */
type NoOptions = Record<never, never>

// Each builder returns its field with the options as written, so `optional: true` (kept as the literal, since the
// option is typed boolean) and a nested object's type survive into the TypeScript type of the model and `ValueOf`
// below can read them. `NoInfer` keeps TypeScript from inferring the options from where the field is used (a
// `Field` slot would make them the whole field type). No `const` type parameters: Gatsby compiles gatsby-node's
// imports with a parser that does not read them.
export const text = <O extends Options<TextField> = NoOptions>(options: O = {} as O): TextField & NoInfer<O> => ({
  kind: "text",
  ...options,
})
export const slug = <O extends Options<TextField> = NoOptions>(options: O = {} as O): TextField & NoInfer<O> => ({
  kind: "text",
  slug: true,
  ...options,
})
export const httpsUrl = <O extends Options<HttpsUrlField> = NoOptions>(
  options: O = {} as O,
): HttpsUrlField & NoInfer<O> => ({
  kind: "https",
  ...options,
})
export const route = <O extends Options<RouteField> = NoOptions>(options: O = {} as O): RouteField & NoInfer<O> => ({
  kind: "route",
  ...options,
})
export const integer = <O extends Options<IntegerField> = NoOptions>(
  options: O = {} as O,
): IntegerField & NoInfer<O> => ({
  kind: "integer",
  ...options,
})
export const boolean = <O extends Options<BooleanField> = NoOptions>(
  options: O = {} as O,
): BooleanField & NoInfer<O> => ({
  kind: "boolean",
  ...options,
})
export const image = <O extends Omit<Options<ImageField>, "folder"> = NoOptions>(
  folder: string,
  options: O = {} as O,
): ImageField & NoInfer<O> => ({
  kind: "image",
  folder,
  ...options,
})
export const file = <O extends Omit<Options<FileField>, "extensions" | "folder"> = NoOptions>(
  folder: string,
  extensions: readonly string[],
  options: O = {} as O,
): FileField & NoInfer<O> => ({
  kind: "file",
  folder,
  extensions,
  ...options,
})
export const reference = <O extends Omit<Options<ReferenceField>, "to"> = NoOptions>(
  to: ReferenceTarget,
  options: O = {} as O,
): ReferenceField & NoInfer<O> => ({
  kind: "reference",
  to,
  ...options,
})
export const list = <Of extends Field, O extends Omit<Options<ListField>, "of"> = NoOptions>(
  of: Of,
  options: O = {} as O,
): Omit<ListField, "of"> & { of: NoInfer<Of> } & NoInfer<O> => ({
  kind: "list",
  of,
  ...options,
})
export const object = <T extends ObjectType, O extends Omit<Options<ObjectField>, "type"> = NoOptions>(
  type: T,
  options: O = {} as O,
): Omit<ObjectField, "type"> & { type: NoInfer<T> } & NoInfer<O> => ({
  kind: "object",
  type,
  ...options,
})
export const objectType = <F extends Record<string, Field>>(
  name: string,
  fields: F,
  options: Omit<ObjectType, "name" | "fields"> = {},
): ObjectType<F> => ({ name, fields, ...options })

/** What one field holds in a content file: media and references are the path or slug as written. */
export type FieldValue<F extends Field> = F extends { kind: "integer" }
  ? number
  : F extends { kind: "boolean" }
    ? boolean
    : F extends { kind: "list"; of: infer Of extends Field }
      ? readonly FieldValue<Of>[]
      : F extends { kind: "object"; type: infer T extends ObjectType }
        ? ValueOf<T>
        : string

type OptionalKeys<F> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F]

/**
 * The TypeScript shape of a model type's values as the JSON file holds them, e.g. `ValueOf<typeof ArchiveEntry>`:
 * a required field is a key that is always there, an optional one may be left out or null (as the build's check
 * and the GraphQL type allow). Code that reads content takes its types from here, never from a copy.
 */
export type ValueOf<T extends ObjectType> = {
  readonly [K in Exclude<keyof T["fields"], OptionalKeys<T["fields"]>>]: FieldValue<T["fields"][K]>
} & { readonly [K in OptionalKeys<T["fields"]>]?: FieldValue<T["fields"][K]> | null }

/** A slug: lower-case letters, digits and single hyphens (the build and the CMS check the same pattern). */
export const SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$"

/** Raster formats sharp reads and gatsby-plugin-image can transform. */
export const RASTER_FORMATS = ["jpeg", "png", "webp", "avif", "tiff"] as const
export const RASTER_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".tif", ".tiff"] as const
export const VECTOR_EXTENSIONS = [".svg"] as const
