import { useEffect, useState } from "react";
import { graphqlFetch } from "../../auth/utils/graphql-fetch";
import { LandingStatsDocument } from "../graphql/landing-stats";

export interface LandingStats {
  students: number;
  flashcards: number;
  studyHours: number;
  joinedThisWeek: number;
}

export type LandingStatsState =
  | { status: "loading" }
  | { status: "ready"; stats: LandingStats }
  | { status: "error" };

/** The live landing figures (a public query, cached on the server for a minute). */
export function useLandingStats(): LandingStatsState {
  const [state, setState] = useState<LandingStatsState>({ status: "loading" });
  useEffect(() => {
    let cancelled = false;
    graphqlFetch(LandingStatsDocument, {}).then((outcome) => {
      if (cancelled) return;
      setState(
        outcome.kind === "data" ? { status: "ready", stats: outcome.data.landingStats } : { status: "error" },
      );
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
