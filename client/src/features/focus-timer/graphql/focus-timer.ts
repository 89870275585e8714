import { graphql } from "../../../gql";

export const FocusTimerFieldsFragment = graphql(`
  fragment FocusTimerFields on FocusTimer {
    id
    status
    sessionType
    sessionCount
    endsAt
    remainingSeconds
    phaseSeconds
    minuteSeconds
    settings {
      focusMinutes
      shortBreakMinutes
      longBreakMinutes
    }
    version
    updatedAt
    serverNow
    lastEvents {
      type
      at
      sessionCount
      focusSeconds
      nextBreak
      breakSeconds
      kind
    }
  }
`);

export const FocusTimerDocument = graphql(`
  query FocusTimer {
    focusTimer {
      ...FocusTimerFields
    }
  }
`);

export const WatchFocusTimerDocument = graphql(`
  subscription WatchFocusTimer {
    focusTimer {
      ...FocusTimerFields
    }
  }
`);

export const ToggleFocusTimerDocument = graphql(`
  mutation ToggleFocusTimer($expectedVersion: Int!, $timeZone: String) {
    toggleFocusTimer(expectedVersion: $expectedVersion, timeZone: $timeZone) {
      __typename
      ... on MutationToggleFocusTimerSuccess {
        data {
          ...FocusTimerFields
        }
      }
      ... on FocusTimerStaleError {
        current {
          ...FocusTimerFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const ResetFocusTimerDocument = graphql(`
  mutation ResetFocusTimer($expectedVersion: Int!) {
    resetFocusTimer(expectedVersion: $expectedVersion) {
      __typename
      ... on MutationResetFocusTimerSuccess {
        data {
          ...FocusTimerFields
        }
      }
      ... on FocusTimerStaleError {
        current {
          ...FocusTimerFields
        }
      }
      ...ErrorFields
    }
  }
`);

export const UpdateFocusTimerSettingsDocument = graphql(`
  mutation UpdateFocusTimerSettings($settings: FocusTimerSettingsInput!, $expectedVersion: Int!) {
    updateFocusTimerSettings(settings: $settings, expectedVersion: $expectedVersion) {
      __typename
      ... on MutationUpdateFocusTimerSettingsSuccess {
        data {
          ...FocusTimerFields
        }
      }
      ... on FocusTimerStaleError {
        current {
          ...FocusTimerFields
        }
      }
      ...ErrorFields
    }
  }
`);
