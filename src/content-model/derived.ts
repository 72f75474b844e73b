/**
 * Types the build derives rather than reads from content (the archive's figures from each BVH): one declaration
 * gives both the GraphQL type definitions (`derivedTypeDefs`) and the TypeScript type of a value (`DerivedValue`),
 * so the resolvers' results and the schema the pages query cannot drift apart. Every field is non-null.
 */
import type { ObjectType, ValueOf } from "./fields"

/** A field's kind: a GraphQL scalar, a list (`["Float"]`), a fixed set of words, a model type or a derived type. */
export type DerivedField =
  | "Int"
  | "Float"
  | "String"
  | "Boolean"
  | readonly [DerivedField]
  | { readonly oneOf: readonly string[] }
  | { readonly model: ObjectType }
  | DerivedType

export interface DerivedType<
  F extends Readonly<Record<string, DerivedField>> = Readonly<Record<string, DerivedField>>,
> {
  readonly name: string
  readonly fields: F
}

export const derivedType = <F extends Record<string, DerivedField>>(name: string, fields: F): DerivedType<F> => ({
  name,
  fields,
})

/** The TypeScript type of one field's value; a model type's value is as the content file holds it. */
export type DerivedValue<F> = F extends "Int" | "Float"
  ? number
  : F extends "String"
    ? string
    : F extends "Boolean"
      ? boolean
      : F extends readonly [infer Item]
        ? DerivedValue<Item>[]
        : F extends { readonly oneOf: readonly (infer Word)[] }
          ? Word
          : F extends { readonly model: infer T extends ObjectType }
            ? ValueOf<T>
            : F extends DerivedType<infer Fields>
              ? { [K in keyof Fields]: DerivedValue<Fields[K]> }
              : never

const isList = (field: DerivedField): field is readonly [DerivedField] => Array.isArray(field)

const graphqlType = (field: DerivedField): string => {
  if (typeof field === "string") return `${field}!`
  if (isList(field)) return `[${graphqlType(field[0])}]!`
  if ("oneOf" in field) return "String!"
  if ("model" in field) return `${field.model.name}!`
  return `${field.name}!`
}

/** The derived types reachable from `roots`, each once, the types a field names before the type naming them. */
const reachable = (roots: readonly DerivedType[]): DerivedType[] => {
  const found = new Map<string, DerivedType>()
  const visit = (type: DerivedType) => {
    const known = found.get(type.name)
    if (known) {
      if (known !== type) throw new Error(`Two derived types share the name ${type.name}`)
      return
    }
    for (const field of Object.values(type.fields)) {
      let inner = field
      while (isList(inner)) inner = inner[0]
      if (typeof inner === "object" && "fields" in inner) visit(inner)
    }
    found.set(type.name, type)
  }
  roots.forEach(visit)
  return [...found.values()]
}

/** GraphQL type definitions for `roots` and every derived type they contain, each `@dontInfer`. */
export const derivedTypeDefs = (roots: readonly DerivedType[]): string =>
  reachable(roots)
    .map((type) => {
      const fields = Object.entries(type.fields).map(([name, field]) => `  ${name}: ${graphqlType(field)}`)
      return `type ${type.name} @dontInfer {\n${fields.join("\n")}\n}\n`
    })
    .join("")
