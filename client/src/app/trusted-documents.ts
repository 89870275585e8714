/**
 * Trusted documents (issue 20): a production build attaches to each operation the hash of its
 * registered text (client/plugins/graphql-documents.ts), and the production server runs only
 * registered operations, sent by that hash. Dev and tests have no hash and send the text.
 */

/** The hash a production build attached to this document, or null. */
export function documentHash(document: object): string | null {
  const meta = (document as { __meta__?: { hash?: unknown } }).__meta__;
  return typeof meta?.hash === "string" ? meta.hash : null;
}

/** The request `extensions` naming a registered operation (the persisted-query format the server reads). */
export function persistedQuery(hash: string) {
  return { persistedQuery: { version: 1, sha256Hash: hash } };
}

/** The name of a document's (first) operation. */
function operationName(document: object): string | undefined {
  const definitions = (document as { definitions?: { kind: string; name?: { value: string } }[] })
    .definitions;
  return definitions?.find((d) => d.kind === "OperationDefinition")?.name?.value;
}

/** A GraphQL-over-HTTP body: the registered operation's hash when there is one, else the query text. */
export function requestBody(document: object, query: () => string, variables: unknown): string {
  const hash = documentHash(document);
  return JSON.stringify(
    hash
      ? { operationName: operationName(document), variables, extensions: persistedQuery(hash) }
      : { query: query(), variables },
  );
}
