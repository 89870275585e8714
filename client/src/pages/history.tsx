import { HistoryPage } from "../features/history/components/HistoryPage";

/** /history: the user's answered questions across topics. */
export default function History() {
  return <HistoryPage />;
}
