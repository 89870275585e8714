import type { Plugin } from "vite";
import { readDocuments } from "../../scripts/trusted-documents.mjs";

const CALL = /\bgraphql\(\s*`([\s\S]*?)`\s*\)/g;
const DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/m;
const PREFIX = "virtual:vidya-gql/";

/**
 * Production builds only: each `graphql(\`…\`)` call in client/src becomes an import of that one
 * document (its own tiny module, with the query text already printed), instead of the codegen
 * `graphql()` whose map holds every document of the app. So a page downloads only its documents,
 * and the start-up fetch sends the text without loading graphql's printer. Each operation also
 * carries its trusted-document hash (`__meta__.hash`, scripts/trusted-documents.mjs), which is what
 * the client sends to the production server instead of the text. Dev and tests keep `graphql()`.
 */
export function graphqlDocuments(generatedFile: string): Plugin {
  let documents = new Map<string, { json: string; body: string; hash: string | null }>();
  return {
    name: "vidya-graphql-documents",
    apply: "build",
    enforce: "pre",
    buildStart() {
      documents = new Map();
      for (const { name, ...document } of readDocuments(generatedFile)) documents.set(name, document);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const document = documents.get(name);
      if (!document) throw new Error(`client/src/gql has no ${name}: run \`pnpm codegen\`.`);
      const { json, body, hash } = document;
      // An operation with its hash goes by the hash alone (Apollo's persisted link, graphql-fetch and
      // the study-time transport never read its text), so its text is not shipped. A document without
      // one keeps `loc.source.body`, where graphql-js keeps a parsed document's text: graphql-fetch
      // sends it.
      if (hash)
        return `export default Object.assign(${json}, { __meta__: { hash: ${JSON.stringify(hash)} } });`;
      return `export default Object.assign(${json}, { loc: { start: 0, end: ${body.length}, source: { body: ${JSON.stringify(body)} } } });`;
    },
    transform(code, id) {
      if (
        !/\/client\/src\/.*\.tsx?$/.test(id) ||
        id.includes("/client/src/gql/") ||
        !code.includes("graphql(`")
      )
        return null;
      const names = new Set<string>();
      const out = code.replace(CALL, (_call, text: string) => {
        const m = DEFINITION.exec(text);
        if (!m?.[2]) throw new Error(`${id}: every graphql() document needs a named operation or fragment.`);
        const name = m[1] === "fragment" ? `${m[2]}FragmentDoc` : `${m[2]}Document`;
        names.add(name);
        return `__gql_${name}`;
      });
      const imports = [...names].map((n) => `import __gql_${n} from "${PREFIX}${n}";`).join("\n");
      return { code: `${imports}\n${out}`, map: null };
    },
  };
}
