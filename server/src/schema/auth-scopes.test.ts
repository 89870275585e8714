import type { GraphQLObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "./index";

type Extensions = { pothosOptions?: { authScopes?: unknown } } | undefined | null;
const scopesOf = (ext: Extensions) => ext?.pothosOptions?.authScopes;

describe("every field says who may see it (STYLE 4)", () => {
  it("root fields declare authScopes", () => {
    const missing: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!root) continue;
      for (const field of Object.values(root.getFields())) {
        if (!scopesOf(field.extensions as Extensions)) missing.push(`${root.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("object types declare authScopes on the type or on every field", () => {
    const missing: string[] = [];
    const roots = new Set(["Query", "Mutation", "Subscription"]);
    for (const type of Object.values(schema.getTypeMap())) {
      // By constructor name: vitest may load graphql twice (ESM and CJS), which breaks isObjectType.
      if (type.constructor.name !== "GraphQLObjectType" || type.name.startsWith("__") || roots.has(type.name))
        continue;
      // Result wrappers of the errors plugin are only reachable through a checked root field.
      if (/Success$/.test(type.name)) continue;
      if (scopesOf(type.extensions as Extensions)) continue;
      for (const field of Object.values((type as GraphQLObjectType).getFields())) {
        if (!scopesOf(field.extensions as Extensions)) missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
