/** See trusted-documents.mjs. */
export interface GeneratedDocument {
  name: string;
  json: string;
  body: string;
  hash: string | null;
}
export function readDocuments(generatedFile: string): GeneratedDocument[];
export function persistedManifest(generatedFile: string): Record<string, string>;
