import type { CodegenConfig } from "@graphql-codegen/cli";

/** Typed operations generated from the committed schema.graphql (STYLE 14). */
const config: CodegenConfig = {
  schema: "../schema.graphql",
  documents: ["src/**/*.{ts,tsx}", "!src/gql/**"],
  ignoreNoDocuments: true,
  generates: {
    "src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: "string" } },
    },
    // Apollo's cache needs the members of each union and interface to match fragments on them.
    "src/gql/possible-types.ts": { plugins: ["./codegen/possible-types.cjs"] },
  },
};
export default config;
