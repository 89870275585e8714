import type { ApolloClient } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { i18n } from "../../../app/i18n/i18n";
import type { FocusTimerFieldsFragment } from "../../../gql/graphql";
import {
  ResetFocusTimerDocument,
  ToggleFocusTimerDocument,
  UpdateFocusTimerSettingsDocument,
} from "../graphql/focus-timer";
import type { ApiResult, TimerApi, TimerOp } from "./timer-store";
import { fromGraphql } from "./timer-view";

type Result =
  | {
      __typename: string;
      data?: FocusTimerFieldsFragment;
      current?: FocusTimerFieldsFragment;
      message?: string;
    }
  | undefined;

function classify(result: Result): ApiResult {
  if (result?.data) return { kind: "ok", timer: fromGraphql(result.data) };
  if (result?.current) return { kind: "stale", timer: fromGraphql(result.current) };
  return { kind: "invalid", message: result?.message ?? i18n.t("timer.changeFailed") };
}

/** The device's IANA zone, so completed focus minutes count on the student's own calendar day. */
function timeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

async function send(client: ApolloClient, op: TimerOp, expectedVersion: number): Promise<Result> {
  if (op.kind === "toggle") {
    const res = await client.mutate({
      mutation: ToggleFocusTimerDocument,
      variables: { expectedVersion, timeZone: timeZone() },
    });
    return res.data?.toggleFocusTimer;
  }
  if (op.kind === "reset") {
    const res = await client.mutate({ mutation: ResetFocusTimerDocument, variables: { expectedVersion } });
    return res.data?.resetFocusTimer;
  }
  const res = await client.mutate({
    mutation: UpdateFocusTimerSettingsDocument,
    variables: { expectedVersion, settings: op.settings },
  });
  return res.data?.updateFocusTimerSettings;
}

/** The timer's server operations over Apollo; anything but a GraphQL answer counts as offline. */
export function apolloTimerApi(client: ApolloClient): TimerApi {
  return async (op, expectedVersion) => {
    try {
      return classify(await send(client, op, expectedVersion));
    } catch (error) {
      if (CombinedGraphQLErrors.is(error)) {
        return { kind: "invalid", message: error.errors[0]?.message ?? i18n.t("timer.changeFailed") };
      }
      return { kind: "offline" };
    }
  };
}
