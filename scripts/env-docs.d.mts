/** See env-docs.mjs. */
export const ENV_DOCS_FILE: string;
export function renderEnvDocs(read?: (file: string) => string): Promise<string>;
