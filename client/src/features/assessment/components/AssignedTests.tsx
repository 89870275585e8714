import "../assessment.css";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAssignedQuickTests } from "../hooks/use-assigned-quick-tests";
import { useDownloadQuickTest } from "../hooks/use-download-quick-test";
import { subjectBySlug } from "../utils/format";

/** The tests a student's teachers assigned and they have not taken yet (on /subjects and /dashboard). */
export function AssignedTests() {
  const { t, i18n } = useTranslation();
  const { data } = useAssignedQuickTests();
  const { download, downloading } = useDownloadQuickTest();
  const navigate = useNavigate();
  const tests = data?.assignedQuickTests ?? [];
  if (tests.length === 0) return null;
  return (
    <section className="card assigned-tests" aria-labelledby="assigned-tests-title">
      <h2 id="assigned-tests-title">{t("assessment.assigned")}</h2>
      <ul>
        {tests.map((a) => {
          const subject = subjectBySlug(a.subject);
          return (
            <li key={a.id}>
              <span>
                {t("assessment.assignedItem", {
                  subject: subject ? t(`subjectNames.${subject.key}`) : a.subject,
                  count: a.length,
                  minutes: a.minutes,
                  due: new Date(a.dueAt).toLocaleString(i18n.language),
                })}
                {a.chapterTitles.length > 0 ? ` · ${a.chapterTitles.join(", ")}` : ""}
              </span>{" "}
              <Link to={`/quick-test?assignment=${a.id}`}>{t("assessment.takeIt")}</Link>{" "}
              <button
                type="button"
                disabled={downloading}
                onClick={async () => {
                  const id = await download({ assignmentId: a.id });
                  if (id) navigate(`/quick-test?offline=${id}`);
                }}
              >
                {t("assessment.download")}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
