import { RoundTripInputSchema } from "@vidya/core/schemas/round-trip";
import { builder } from "../../builder";
import { JobStatusEnum } from "../common/job-status.schema";
import { viewerId } from "../common/viewer";
import { cancelRoundTrip, getRoundTrip, startRoundTrip, watchRoundTrip } from "./round-trip.service";

const RoundTrip = builder.prismaObject("RoundTrip", {
  description: "A request carried through Postgres, the queue, the worker and pub/sub back to you.",
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    text: t.exposeString("text"),
    delayMs: t.exposeInt("delayMs"),
    status: t.field({ type: JobStatusEnum, resolve: (r) => r.status }),
    result: t.exposeString("result", { nullable: true }),
    error: t.exposeString("error", { nullable: true }),
    attempts: t.exposeInt("attempts"),
    processedBy: t.exposeString("processedBy", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true }),
  }),
});

const RoundTripInput = builder.inputType("RoundTripInput", {
  fields: (t) => ({
    text: t.string({ required: true }),
    delayMs: t.int({ required: false, description: "Simulated work in the worker, 0 to 10000 ms." }),
  }),
});

builder.queryField("roundTrip", (t) =>
  t.prismaField({
    type: "RoundTrip",
    nullable: true,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_query, _root, args, ctx) => getRoundTrip(ctx, viewerId(ctx), String(args.id)),
  }),
);

builder.mutationField("startRoundTrip", (t) =>
  t.field({
    type: RoundTrip,
    authScopes: { signedIn: true },
    errors: {},
    args: { input: t.arg({ type: RoundTripInput, required: true, validate: RoundTripInputSchema }) },
    resolve: (_root, args, ctx) => startRoundTrip(ctx, viewerId(ctx), RoundTripInputSchema.parse(args.input)),
  }),
);

builder.mutationField("cancelRoundTrip", (t) =>
  t.field({
    type: RoundTrip,
    authScopes: { signedIn: true },
    errors: {},
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => cancelRoundTrip(ctx, viewerId(ctx), String(args.id)),
  }),
);

builder.subscriptionField("roundTrip", (t) =>
  t.field({
    type: RoundTrip,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => watchRoundTrip(ctx, viewerId(ctx), String(args.id)),
    resolve: (row) => row,
  }),
);
