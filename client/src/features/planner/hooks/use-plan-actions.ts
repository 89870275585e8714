import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "../../../app/toast";
import type { StudyPlanFieldsFragment } from "../../../gql/graphql";
import { toastFailure } from "../../../shared/lib/result";
import { useFocusTimer } from "../../focus-timer/hooks/use-focus-timer";
import { CompletePlanItemDocument, StartPlanItemDocument } from "../graphql/planner";

export type PlanItem = StudyPlanFieldsFragment["items"][number];

/**
 * Starting and ticking off plan items. Starting opens the item's tool: due flashcards, or the focus
 * timer labelled with the chapter (started if it is not running); a completed focus session then
 * ticks it off on the server.
 */
export function usePlanActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { timer, run } = useFocusTimer();
  const [startItem] = useMutation(StartPlanItemDocument);
  const [completeItem] = useMutation(CompletePlanItemDocument);

  async function start(item: PlanItem) {
    try {
      const { data } = await startItem({ variables: { id: item.id } });
      const result = data?.startPlanItem;
      if (toastFailure(result)) return;
      if (item.kind === "flashcards") {
        await navigate("/flashcards");
        return;
      }
      if (timer?.state.status !== "running") {
        const { error } = await run({ kind: "toggle" });
        if (error) toast.error(error);
      }
      await navigate("/pomodoro");
    } catch {
      toast.error(t("common.networkError"));
    }
  }

  async function complete(item: PlanItem, done: boolean) {
    try {
      const { data } = await completeItem({ variables: { id: item.id, done } });
      const result = data?.completePlanItem;
      toastFailure(result);
    } catch {
      toast.error(t("common.networkError"));
    }
  }
  return { start, complete };
}
