import { readFileSync } from "node:fs";
import { type DocumentNode, print } from "graphql";
import type { Plugin } from "vite";

const CALL = /\bgraphql\(\s*`([\s\S]*?)`\s*\)/g;
const DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/m;
const GENERATED = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*;$/gm;
const PREFIX = "virtual:vidya-gql/";

/**
 * Production builds only: each `graphql(\`…\`)` call in client/src becomes an import of that one
 * document (its own tiny module, with the query text already printed), instead of the codegen
 * `graphql()` whose map holds every document of the app. So a page downloads only its documents,
 * and the start-up fetch sends the text without loading graphql's printer. Dev and tests keep
 * `graphql()` (the same objects, so behaviour is the same).
 */
export function graphqlDocuments(generatedFile: string): Plugin {
  let documents = new Map<string, string>();
  return {
    name: "vidya-graphql-documents",
    apply: "build",
    enforce: "pre",
    buildStart() {
      documents = new Map();
      for (const [, name, json] of readFileSync(generatedFile, "utf8").matchAll(GENERATED)) {
        if (name && json) documents.set(name, json);
      }
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const json = documents.get(name);
      if (!json) throw new Error(`client/src/gql has no ${name}: run \`pnpm codegen\`.`);
      const body = print(JSON.parse(json) as DocumentNode);
      // `loc.source.body` is where graphql-js keeps a parsed document's text; graphql-fetch sends it.
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
