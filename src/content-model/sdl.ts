/**
 * Turns the content model into GraphQL type definitions for createSchemaCustomization:
 * every type `@dontInfer`, required fields non-null, media linked with `@fileByRelativePath`.
 */
import type { Field, ObjectType } from "./fields"
import type { Collection } from "./model"

const graphqlType = (field: Field): string => {
  const bang = field.optional ? "" : "!"
  switch (field.kind) {
    case "text":
    case "https":
    case "route":
    case "reference":
      return `String${bang}`
    case "integer":
      return `Int${bang}`
    case "boolean":
      return `Boolean${bang}`
    case "image":
    case "file":
      return `File${bang} @fileByRelativePath`
    case "list": {
      // A directive on a list field applies to each item, so strip it from the inner type and re-append.
      const [inner, ...directives] = graphqlType({ ...field.of, optional: false }).split(" ")
      return [`[${inner}]${bang}`, ...directives].join(" ")
    }
    case "object":
      return `${field.type.name}${bang}`
  }
}

/** Every object type reachable from the collections, each once, in a stable order. */
const collectTypes = (collections: readonly Collection[]): Map<string, { type: ObjectType; isNode: boolean }> => {
  const seen = new Map<string, { type: ObjectType; isNode: boolean }>()
  const visit = (type: ObjectType, isNode: boolean) => {
    const known = seen.get(type.name)
    if (known) {
      if (known.type !== type) throw new Error(`Two content types share the name ${type.name}`)
      return
    }
    seen.set(type.name, { type, isNode })
    for (const field of Object.values(type.fields)) {
      const target = field.kind === "list" ? field.of : field
      if (target.kind === "object") visit(target.type, false)
    }
  }
  for (const collection of collections) visit(collection.type, true)
  return seen
}

export const toTypeDefs = (collections: readonly Collection[]): string =>
  [...collectTypes(collections).values()]
    .map(({ type, isNode }) => {
      const fields = Object.entries(type.fields).map(([name, field]) => `  ${name}: ${graphqlType(field)}`)
      const head = isNode ? `type ${type.name} implements Node @dontInfer` : `type ${type.name} @dontInfer`
      return `${head} {\n${fields.join("\n")}\n}`
    })
    .join("\n\n")
