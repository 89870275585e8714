import { useMutation, useQuery } from "@apollo/client/react";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";
import { failureMessage } from "../../../shared/lib/result";
import { topicEnum, topicSlug } from "../../tutor/utils/topics";
import { DeleteHistoryRecordDocument, HistoryDocument } from "../graphql/history";

const PAGE = 20;

/**
 * The signed-in user's history across topics: search, a filter (a math topic, a subject page or a
 * tool such as socratic; "" for all), more pages, delete.
 */
export function useHistory(search: string, filter: string) {
  const topic = topicSlug(filter);
  const variables = {
    input: {
      search: search.trim() || null,
      topic: topic ? topicEnum(topic) : null,
      toolType: !topic && filter ? filter : null,
      first: PAGE,
    },
  };
  const { data, loading, error, fetchMore, refetch } = useQuery(HistoryDocument, {
    variables,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const [remove] = useMutation(DeleteHistoryRecordDocument);
  const result = data?.history;
  const page = result?.__typename === "QueryHistorySuccess" ? result.data : null;

  async function loadMore() {
    if (!page?.nextCursor) return;
    await fetchMore({
      variables: { input: { ...variables.input, after: page.nextCursor } },
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = previous.history;
        const more = fetchMoreResult.history;
        if (before?.__typename !== "QueryHistorySuccess" || more.__typename !== "QueryHistorySuccess")
          return fetchMoreResult;
        return {
          history: {
            ...more,
            data: { ...more.data, records: [...before.data.records, ...more.data.records] },
          },
        };
      },
    });
  }

  async function deleteRecord(id: string) {
    try {
      const res = (await remove({ variables: { id } })).data?.deleteHistoryRecord;
      if (res?.__typename !== "MutationDeleteHistoryRecordSuccess") {
        toast.error(failureMessage(res) ?? i18n.t("history.deleteFailed"));
        return;
      }
      toast.success(i18n.t("history.deleted"));
      await refetch();
    } catch {
      toast.error(i18n.t("history.deleteFailed"));
    }
  }

  return {
    records: page?.records ?? [],
    total: page?.total ?? 0,
    hasMore: Boolean(page?.nextCursor),
    loading,
    failed: Boolean(error) || (result !== undefined && result.__typename !== "QueryHistorySuccess"),
    loadMore,
    deleteRecord,
  };
}
