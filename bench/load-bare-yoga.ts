/**
 * The baseline for bench/load.bench.ts: a bare Yoga server with one `health` field, in a process of its
 * own as ours runs (not inside the bench's client process). Run by the bench, not alone.
 */
import { createServer } from "node:http";
import { createSchema, createYoga } from "graphql-yoga";

const yoga = createYoga({
  schema: createSchema({
    typeDefs: "type Query { health: String! }",
    resolvers: { Query: { health: () => "ok" } },
  }),
  logging: false,
});
createServer(yoga).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));
