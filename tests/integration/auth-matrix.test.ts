import { randomUUID } from "node:crypto";
import type {
  GraphQLArgument,
  GraphQLEnumType,
  GraphQLField,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLOutputType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { schema } from "../../server/src/schema/index";
import { fileDatabaseUrl } from "../helpers/database";
import { collect, gql, wsClient } from "../helpers/graphql";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser } from "../helpers/users";

type Persona = "anonymous" | "unverified" | "student" | "teacher" | "parent";
const PERSONAS: Persona[] = ["anonymous", "unverified", "student", "teacher", "parent"];
const HAS: Record<Persona, Record<string, boolean>> = {
  anonymous: { public: true },
  // A student who has not verified their e-mail yet: only `account` fields, never a role's.
  unverified: { public: true, account: true },
  student: { public: true, account: true, signedIn: true, verified: true, student: true },
  teacher: { public: true, account: true, signedIn: true, verified: true, teacher: true },
  // Made only through a child's consent link (issue 18).
  parent: { public: true, account: true, signedIn: true, verified: true, parent: true },
};

// Checked by constructor name: the schema module may load graphql in another realm (ESM vs CJS),
// where graphql's own isXType helpers refuse its objects.
const kind = (t: unknown) => (t as { constructor: { name: string } }).constructor.name;
const isNonNullType = (t: unknown): t is GraphQLNonNull<GraphQLInputType> => kind(t) === "GraphQLNonNull";
const isListType = (t: unknown): t is GraphQLList<GraphQLInputType> => kind(t) === "GraphQLList";
const isEnumType = (t: unknown): t is GraphQLEnumType => kind(t) === "GraphQLEnumType";
const isInputObjectType = (t: unknown): t is GraphQLInputObjectType => kind(t) === "GraphQLInputObjectType";
const isScalarType = (t: unknown): t is { name: string } => kind(t) === "GraphQLScalarType";
function getNamedType(t: unknown): unknown {
  let cur = t as { ofType?: unknown };
  while (cur.ofType) cur = cur.ofType as { ofType?: unknown };
  return cur;
}

/** A syntactically valid literal for an input type (content may still fail validation — that is fine). */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? "null";
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type)}`).join(", ")} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case "Int":
      case "Float":
        return "1";
      case "Boolean":
        return "false";
      case "ID":
        return JSON.stringify(randomUUID());
      case "DateTime":
        return JSON.stringify(new Date().toISOString());
      default:
        return JSON.stringify("matrix-test");
    }
  }
  return "null";
}

function selection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return "";
  // Union results (errors plugin) carry the denial as an Error member with a code.
  return kind(named) === "GraphQLUnionType" ? "{ __typename ... on Error { code } }" : "{ __typename }";
}

function operation(
  kind: "query" | "mutation" | "subscription",
  field: GraphQLField<unknown, unknown>,
): string {
  const args = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type));
  const argText = args.length ? `(${args.map((a) => `${a.name}: ${literal(a.type)}`).join(", ")})` : "";
  return `${kind} { ${field.name}${argText} ${selection(field.type)} }`;
}

/** Allowed when any scope of a plain map is held; null when the rule is not a plain map (checked elsewhere). */
function expected(field: GraphQLField<unknown, unknown>, persona: Persona): boolean | null {
  const scopes = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
  if (!scopes || typeof scopes !== "object") return null;
  const entries = Object.entries(scopes as Record<string, unknown>);
  if (entries.some(([k]) => k.startsWith("$"))) return null;
  return entries.some(([k, v]) => v === true && HAS[persona][k] === true);
}

const DENIED = new Set(["UNAUTHENTICATED", "FORBIDDEN"]);
const MUTATIONS_TO_SKIP = new Set(["deleteAccount", "signOut"]);

describe("the scope and role matrix: every operation × anonymous, unverified, student, teacher", () => {
  let server: ServerProc;
  const tokens: Partial<Record<Persona, string>> = {};
  beforeAll(async () => {
    const databaseUrl = fileDatabaseUrl();
    server = await startServer({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix("matrix"),
    });
    tokens.unverified = (await createUser(databaseUrl, { role: "student", verified: false })).token;
    tokens.student = (await createUser(databaseUrl, { role: "student" })).token;
    tokens.teacher = (await createUser(databaseUrl, { role: "teacher" })).token;
    tokens.parent = (await createUser(databaseUrl, { role: "parent" })).token;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("declares the rules a reader expects: unverified accounts and roles (hand-written)", () => {
    const rootFields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .flatMap((root) => (root ? Object.values(root.getFields()) : []))
      .filter((field) => !MUTATIONS_TO_SKIP.has(field.name));
    const allowed = (persona: Persona) =>
      rootFields.filter((field) => expected(field, persona) === true).map((field) => field.name);
    const publicOnes = new Set(allowed("anonymous"));
    // Until the e-mail is verified, an account may only ask for the mail again (SPEC 6; DESIGN: Auth).
    expect(allowed("unverified").filter((name) => !publicOnes.has(name))).toEqual(["resendVerification"]);
    const studentOnes = new Set(allowed("student"));
    const teacherOnes = new Set(allowed("teacher"));
    for (const name of [
      "createClassroom",
      "removeStudent",
      "classDashboard",
      "studentActivity",
      "classActivity",
    ]) {
      expect([name, studentOnes.has(name), teacherOnes.has(name)]).toEqual([name, false, true]);
    }
    for (const name of ["askTutor", "joinClassroom", "dueCards", "toggleFocusTimer"]) {
      expect([name, studentOnes.has(name)]).toEqual([name, true]);
    }
  });

  it("allows and denies each operation exactly as its declared scopes say", async () => {
    const mismatches: string[] = [];
    let checked = 0;
    const roots = [
      ["query", schema.getQueryType()],
      ["mutation", schema.getMutationType()],
      ["subscription", schema.getSubscriptionType()],
    ] as const;
    for (const [kind, root] of roots) {
      if (!root) continue;
      for (const field of Object.values(root.getFields())) {
        if (MUTATIONS_TO_SKIP.has(field.name)) continue;
        const query = operation(kind, field);
        for (const persona of PERSONAS) {
          const want = expected(field, persona);
          if (want === null) continue;
          const token = tokens[persona];
          const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
          let codes: string[] = [];
          if (kind === "subscription") {
            const client = wsClient(server.wsUrl, headers);
            const sub = collect<Record<string, unknown>>(client, query, {});
            await sub.until(() => true, 1500).catch(() => undefined);
            codes =
              JSON.stringify(sub.errors)
                .match(/"code":"([A-Z_]+)"/g)
                ?.map((m) => m.slice(8, -1)) ?? [];
            if (JSON.stringify(sub.errors).includes("Please sign in")) codes.push("UNAUTHENTICATED");
            if (JSON.stringify(sub.errors).includes("not allowed")) codes.push("FORBIDDEN");
            await client.dispose();
          } else {
            const res = await gql(server.url, query, {}, headers);
            const payload = JSON.stringify(res);
            codes = [...payload.matchAll(/"code":"([A-Z_]+)"/g)].map((m) => m[1] ?? "");
          }
          const denied = codes.some((c) => DENIED.has(c));
          checked++;
          if (denied === want)
            mismatches.push(`${kind} ${field.name} as ${persona}: expected ${want ? "allowed" : "denied"}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(mismatches).toEqual([]);
  });
});
