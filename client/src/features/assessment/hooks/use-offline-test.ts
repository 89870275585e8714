import { useCallback, useEffect, useState } from "react";
import { loadMarkdownRenderer } from "../../../shared/ui/Markdown";
import { useAuth } from "../../auth/hooks/use-auth";
import {
  answerDownloadedTest,
  type DownloadedTest,
  downloadedTests,
  finishDownloadedTest,
  loadDownloadedTest,
  pendingTestSubmissions,
  startDownloadedTest,
  subscribeQueue,
} from "../../flashcards/utils/offline-store";
import { serverNow } from "../../focus-timer/utils/timer-store";

/** The signed-in user's tests downloaded to this device and not finished yet. */
export function useDownloadedTests(): DownloadedTest[] {
  const { user } = useAuth();
  const [tests, setTests] = useState<DownloadedTest[]>([]);
  useEffect(() => {
    if (!user) return setTests([]);
    let live = true;
    const read = () => void downloadedTests(user.id).then((t) => live && setTests(t));
    read();
    const stop = subscribeQueue(read);
    return () => {
      live = false;
      stop();
    };
  }, [user]);
  return tests;
}

export type OfflineTestState =
  | { kind: "loading" }
  | { kind: "missing" }
  | { kind: "ready"; test: DownloadedTest }
  /** Finished: waiting to be submitted, or (`sent`) submitted and graded by the server. */
  | { kind: "finished"; sent: boolean };

/**
 * A downloaded test taken on the device (issue 27): the clock starts at Start and runs on the
 * server's time as last measured (`serverNow`, so a phone's wrong clock does not matter); answers are
 * kept with when they were given; at zero or on Submit the answers are queued for submitting.
 */
export function useOfflineTest(testId: string) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [state, setState] = useState<OfflineTestState>({ kind: "loading" });
  const [now, setNow] = useState(serverNow());

  useEffect(() => {
    // The items' text renderer is fetched now, while the page is likely still online.
    loadMarkdownRenderer().catch(() => {});
  }, []);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void loadDownloadedTest(userId, testId).then(async (test) => {
      if (!live) return;
      if (test) return setState({ kind: "ready", test });
      const queued = (await pendingTestSubmissions(userId)).some((s) => s.testId === testId);
      if (live) setState(queued ? { kind: "finished", sent: false } : { kind: "missing" });
    });
    return () => {
      live = false;
    };
  }, [userId, testId]);

  // Once finished, it leaves the queue when the server has graded it.
  const finished = state.kind === "finished" && !state.sent;
  useEffect(() => {
    if (!userId || !finished) return;
    const check = () =>
      void pendingTestSubmissions(userId).then((queued) => {
        if (!queued.some((s) => s.testId === testId)) setState({ kind: "finished", sent: true });
      });
    check();
    return subscribeQueue(check);
  }, [userId, testId, finished]);

  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, []);

  const test = state.kind === "ready" ? state.test : null;
  const secondsLeft =
    test?.startedAt != null
      ? // `now` ticks once a second, so just after Start it can be older than the start itself: the
        // time left never shows more than the test's own limit (a 10-minute test read "10:01").
        Math.min(
          test.limitSeconds,
          Math.max(0, Math.ceil((test.startedAt + test.limitSeconds * 1000 - now) / 1000)),
        )
      : null;

  const finish = useCallback(async () => {
    if (!userId) return;
    if (await finishDownloadedTest(userId, testId, serverNow())) setState({ kind: "finished", sent: false });
  }, [userId, testId]);

  useEffect(() => {
    if (secondsLeft === 0) void finish();
  }, [secondsLeft, finish]);

  async function start() {
    if (!userId) return;
    const next = await startDownloadedTest(userId, testId, serverNow());
    if (next) setState({ kind: "ready", test: next });
  }

  async function answer(questionId: string, value: string) {
    if (!userId) return;
    const next = await answerDownloadedTest(userId, testId, questionId, value, serverNow());
    if (next) setState({ kind: "ready", test: next });
  }

  return { state, secondsLeft, start, answer, finish };
}
