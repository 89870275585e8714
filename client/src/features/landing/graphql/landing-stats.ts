import { graphql } from "../../../gql";

export const LandingStatsDocument = graphql(`
  query LandingStats {
    landingStats {
      students
      flashcards
      studyHours
      joinedThisWeek
    }
  }
`);
