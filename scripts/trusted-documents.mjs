// The client's trusted documents (issue 20): every operation codegen wrote into client/src/gql/graphql.ts,
// with the exact text the server runs for it and that text's SHA-256. Used at build time by the client's
// Vite plugin (each document carries its hash) and by the server's bundle (dist/persisted-documents.json),
// so the manifest always holds whatever operations exist when the build runs; nothing is listed by hand.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { Kind, print, visit } from "graphql";

const GENERATED = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*;$/gm;

/**
 * Adds `__typename` to every selection set but an operation's root, as Apollo's cache does to a
 * document before sending it, so the registered text returns what Apollo's cache expects.
 */
function withTypename(document) {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (!parent || parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith("__")))
        return undefined;
      return {
        ...node,
        selections: [
          ...node.selections,
          { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } },
        ],
      };
    },
  });
}

/** Every generated document: its export name, JSON, the registered text and its hash (operations only). */
export function readDocuments(generatedFile) {
  const documents = [];
  for (const [, name, json] of readFileSync(generatedFile, "utf8").matchAll(GENERATED)) {
    const document = JSON.parse(json);
    const isOperation = document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
    const body = isOperation ? print(withTypename(document)) : print(document);
    documents.push({ name, json, body, hash: isOperation ? sha256(body) : null });
  }
  return documents;
}

/** The manifest the server loads: hash → document text, for every operation. */
export function persistedManifest(generatedFile) {
  const manifest = {};
  for (const { hash, body } of readDocuments(generatedFile)) if (hash) manifest[hash] = body;
  return manifest;
}

function sha256(text) {
  return createHash("sha256").update(text).digest("hex");
}
