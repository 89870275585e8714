/** Prints the Pothos schema to ../schema.graphql (or checks it with --check). */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "../src/schema/index";

const target = fileURLToPath(new URL("../../schema.graphql", import.meta.url));
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;
if (process.argv.includes("--check")) {
  const current = (() => {
    try {
      return readFileSync(target, "utf8");
    } catch {
      return "";
    }
  })();
  if (current !== printed) {
    process.stderr.write("schema.graphql is stale: run `pnpm schema:print` and commit it.\n");
    process.exit(1);
  }
} else {
  writeFileSync(target, printed);
}
