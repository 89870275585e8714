import { builder } from "../../builder";
import { type LandingStats, landingStats } from "./stats.service";

const LandingStatsRef = builder.objectRef<LandingStats>("LandingStats").implement({
  description: "Live figures for the landing page, refreshed at most once a minute.",
  authScopes: { public: true },
  fields: (t) => ({
    students: t.exposeInt("students", { description: "Accounts with the student role." }),
    flashcards: t.exposeInt("flashcards", { description: "Flashcards made by all students." }),
    studyHours: t.exposeInt("studyHours", { description: "Whole hours of tracked study time." }),
    joinedThisWeek: t.exposeInt("joinedThisWeek", { description: "Students who joined in the last 7 days." }),
  }),
});

builder.queryField("landingStats", (t) =>
  t.field({
    type: LandingStatsRef,
    description: "The landing page's statistics (public, cached for 60 s).",
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => landingStats(ctx),
  }),
);
