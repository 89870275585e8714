import { builder } from "../../builder";

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

builder.queryField("health", (t) =>
  t.string({
    description: "Always 'ok': a trivial query for clients and benchmarks.",
    authScopes: { public: true },
    resolve: () => "ok",
  }),
);
