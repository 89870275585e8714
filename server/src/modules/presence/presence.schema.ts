import { builder } from "../../builder";
import { touchPresence } from "./presence.service";

builder.mutationField("heartbeat", (t) =>
  t.boolean({
    description: "Keeps a signed-in student shown as online to their teachers while a page is open.",
    authScopes: { signedIn: true },
    resolve: async (_r, _a, ctx) => {
      if (ctx.viewer) await touchPresence(ctx, ctx.viewer, true);
      return true;
    },
  }),
);
