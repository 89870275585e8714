import { readFileSync } from "node:fs";
import fc from "fast-check";
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from "graphql";

/** One generated request: a document with variables. */
export interface FuzzOperation {
  field: string;
  query: string;
  variables: Record<string, unknown>;
}

/** The committed, printed schema: what an API user sees. */
export function printedSchema(): GraphQLSchema {
  return buildSchema(readFileSync(new URL("../../schema.graphql", import.meta.url), "utf8"));
}

/** Strings an attacker tries: empty, huge, control and NUL characters, SQL and markup, odd Unicode. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\uD800",
    "💥".repeat(50),
    '\'; DROP TABLE "User"; --',
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "00000000-0000-0000-0000-000000000000",
    "ncert:10:science:1",
    "custom:00000000-0000-0000-0000-000000000000",
    "x".repeat(10_000),
    "2026-02-30",
    "NaN",
    "-1",
  ),
  fc.uuid(),
);

const int = fc.oneof(
  fc.integer({ min: -5, max: 50 }),
  fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31), 1_000_000),
);

function scalarValue(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case "Int":
      return int;
    case "Float":
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), int);
    case "Boolean":
      return fc.boolean();
    case "DateTime":
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        nastyString,
      );
    default:
      return nastyString;
  }
}

/** A value for an input type; now and then a wrong one (null, a wrong type), as callers send. */
function inputValue(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return inputValue(type.ofType, depth);
  if (isListType(type)) {
    return fc.array(inputValue(type.ofType, depth + 1), { maxLength: depth > 2 ? 1 : 4 });
  }
  if (isEnumType(type)) {
    return fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) },
      { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields) record[f.name] = inputValue(f.type, depth + 1);
    const required = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
    return fc.record(record, { requiredKeys: required });
  }
  return scalarValue(type.name);
}

function maybeWrong(arb: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 19, arbitrary: arb },
    { weight: 1, arbitrary: fc.constantFrom(null, 42, "text", [], {}) },
  );
}

function typeString(type: GraphQLInputType): string {
  return type.toString();
}

/** A selection of a type's fields: leaves, error members of unions, and one level of objects. */
function selection(type: GraphQLOutputType, schema: GraphQLSchema, depth: number): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (isLeafType(named)) return "";
  if (isUnionType(named)) {
    const parts = named.getTypes().map((member) => {
      const inner = selection(member, schema, depth);
      return `... on ${member.name} ${inner || "{ __typename }"}`;
    });
    return `{ __typename ${parts.join(" ")} }`;
  }
  if (isObjectType(named) || isInterfaceType(named)) {
    const fields = Object.values(named.getFields()) as GraphQLField<unknown, unknown>[];
    const parts: string[] = ["__typename"];
    for (const f of fields) {
      if (f.args.some((a) => isNonNullType(a.type))) continue;
      const leaf = isLeafType(getNamedType(f.type));
      if (leaf) parts.push(f.name);
      else if (depth < 2) parts.push(`${f.name} ${selection(f.type, schema, depth + 1)}`);
    }
    return `{ ${parts.join(" ")} }`;
  }
  return "";
}

/** Every root query and mutation field of the printed schema as an operation arbitrary. */
export function operationArbitrary(schema: GraphQLSchema): fc.Arbitrary<FuzzOperation> {
  const roots: { kind: "query" | "mutation"; fields: GraphQLField<unknown, unknown>[] }[] = [];
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) roots.push({ kind: "query", fields: Object.values(query.getFields()) });
  if (mutation) roots.push({ kind: "mutation", fields: Object.values(mutation.getFields()) });
  const perField = roots.flatMap(({ kind, fields }) =>
    fields
      // Signing out or deleting the account would only end the fuzzing user's own session.
      .filter((f) => !["signOut", "deleteAccount"].includes(f.name))
      .map((field) => {
        const args = field.args as GraphQLArgument[];
        const decl = args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(", ");
        const use = args.map((a) => `${a.name}: $${a.name}`).join(", ");
        const text = `${kind}${decl ? `(${decl})` : ""} { ${field.name}${use ? `(${use})` : ""} ${selection(field.type, schema, 0)} }`;
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const a of args) record[a.name] = maybeWrong(inputValue(a.type, 0));
        const required = args.filter((a) => isNonNullType(a.type)).map((a) => a.name);
        return fc
          .record(record, { requiredKeys: required })
          .map((variables) => ({ field: field.name, query: text, variables }));
      }),
  );
  return fc.oneof(...perField);
}
