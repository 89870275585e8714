import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useDownloadedTests, useOfflineTest } from "../hooks/use-offline-test";
import { subjectBySlug } from "../utils/format";
import { TestPaper } from "./TestPaper";

/** The quick tests downloaded to this device and not finished yet (issue 27): each can be taken offline. */
export function DownloadedTests() {
  const { t } = useTranslation();
  const tests = useDownloadedTests();
  if (tests.length === 0) return null;
  return (
    <section className="card qt-offline-list" aria-labelledby="on-device-title">
      <h2 id="on-device-title">{t("assessment.onDevice")}</h2>
      <ul>
        {tests.map((test) => {
          const subject = subjectBySlug(test.subject);
          return (
            <li key={test.testId}>
              <span>
                {t("assessment.onDeviceItem", {
                  subject: subject ? t(`subjectNames.${subject.key}`) : test.subject,
                  count: test.items.length,
                  minutes: Math.round(test.limitSeconds / 60),
                })}
              </span>
              <Link to={`/quick-test?offline=${test.testId}`}>{t("assessment.takeIt")}</Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A downloaded test taken on the device: works with no connection; submitted when online. */
export function TakeOfflineTest({ id }: { id: string }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const { state, secondsLeft, start, answer, finish } = useOfflineTest(id);
  if (state.kind === "loading") return <p aria-busy="true">…</p>;
  if (state.kind === "missing")
    return (
      <div className="stack qt-page">
        <h1>{t("assessment.quickTest")}</h1>
        <p role="status">{t("assessment.notOnDevice")}</p>
      </div>
    );
  if (state.kind === "finished")
    return (
      <div className="stack qt-page">
        <h1>{t("assessment.quickTest")}</h1>
        {state.sent ? (
          <>
            <p role="status">{t("assessment.offlineSubmitted")}</p>
            <button type="button" className="primary" onClick={() => setParams({ result: id })}>
              {t("assessment.showResults")}
            </button>
          </>
        ) : (
          <p role="status">{t("assessment.offlineQueued")}</p>
        )}
      </div>
    );
  const { test } = state;
  const minutes = Math.round(test.limitSeconds / 60);
  if (test.startedAt === null)
    return (
      <div className="stack qt-page">
        <h1>{t("assessment.quickTest")}</h1>
        <p>{t("assessment.offlineIntro", { minutes })}</p>
        <button type="button" className="primary" onClick={() => void start()}>
          {t("assessment.start")}
        </button>
      </div>
    );
  return (
    <TestPaper
      items={test.items}
      answerOf={(itemId) => test.answers[itemId]?.answer ?? null}
      secondsLeft={secondsLeft ?? test.limitSeconds}
      onAnswer={(itemId, v) => void answer(itemId, v)}
      submit={
        <button type="button" className="primary" onClick={() => void finish()}>
          {t("assessment.submit")}
        </button>
      }
    />
  );
}
