import { readDocuments } from "../../../scripts/trusted-documents.mjs";

const generated = new URL("../../../client/src/gql/graphql.ts", import.meta.url).pathname;

/**
 * The request body for one of the client's registered operations, sent by hash as the production
 * client sends it (trusted documents: the production server refuses any other document).
 */
export function registeredOperation(name: string, variables: Record<string, unknown>) {
  const hash = readDocuments(generated).find((d) => d.name === `${name}Document`)?.hash;
  if (!hash) throw new Error(`the client has no operation ${name}`);
  return { operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };
}
