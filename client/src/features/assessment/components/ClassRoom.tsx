import { useState } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { TableScroll } from "../../../app/ui/TableScroll";
import { offline, unwrap } from "../../../shared/lib/result";
import { useMyClassrooms } from "../../classrooms/hooks/use-my-classrooms";
import { useAssignQuickTest } from "../hooks/use-assign-quick-test";
import { useAssignmentResults } from "../hooks/use-assignment-results";
import { useClassAssignments } from "../hooks/use-class-assignments";
import { useClassMastery } from "../hooks/use-class-mastery";
import { useQuizActivity } from "../hooks/use-quiz-activity";
import { downloadCsv } from "../utils/format";

function tomorrow(): string {
  const d = new Date(Date.now() + 86_400_000);
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
}

/** Assigning a test to one of the teacher's classes, its results live, and the class's mastery heatmap. */
export function ClassRoom({
  subject,
  selected,
  onAssigned,
}: {
  subject: string;
  selected: string[];
  onAssigned: () => void;
}) {
  const { t } = useTranslation();
  const { data } = useMyClassrooms();
  const classes = (data?.classrooms ?? []).filter((c) => c.viewerIsTeacher);
  const [classId, setClassId] = useState<string | null>(null);
  const klass = classes.find((c) => c.id === classId) ?? classes[0] ?? null;
  const [due, setDue] = useState(tomorrow);
  const [minutes, setMinutes] = useState(10);
  const [assignMutation, { loading }] = useAssignQuickTest();
  const assignments = useClassAssignments(klass?.id ?? null);
  const list =
    assignments.data?.classAssignments.__typename === "QueryClassAssignmentsSuccess"
      ? assignments.data.classAssignments.data
      : [];
  const [openId, setOpenId] = useState<string | null>(null);

  if (classes.length === 0) return <p className="muted">{t("assessment.noClasses")}</p>;

  async function assign() {
    if (!klass) return;
    try {
      const res = (
        await assignMutation({
          variables: {
            input: {
              classroomId: klass.id,
              questionIds: selected,
              dueAt: new Date(due).toISOString(),
              minutes,
            },
          },
        })
      ).data?.assignQuickTest;
      if (res?.__typename === "ValidationError") {
        toast.error(localizeMessage(res.issues[0]?.message ?? i18n.t("flashcards.checkInput")));
        return;
      }
      const made = unwrap(res);
      if (made) {
        toast.success(t("assessment.assignedToast"));
        onAssigned();
        setOpenId(made.id);
        await assignments.refetch();
      }
    } catch {
      offline();
    }
  }

  return (
    <section className="stack" aria-labelledby="assign-title">
      <h2 id="assign-title">{t("assessment.assignTitle")}</h2>
      <div className="card stack">
        <label>
          {t("assessment.klass")}{" "}
          <select value={klass?.id ?? ""} onChange={(e) => setClassId(e.target.value)}>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("assessment.due")}{" "}
          <input type="datetime-local" value={due} onChange={(e) => setDue(e.target.value)} />
        </label>
        <label>
          {t("assessment.minutes")}{" "}
          <input
            type="number"
            min={1}
            max={180}
            value={minutes}
            onChange={(e) => setMinutes(Number(e.target.value))}
          />
        </label>
        <button
          type="button"
          className="primary"
          disabled={loading || selected.length === 0}
          onClick={() => void assign()}
        >
          {t("assessment.assign", { count: selected.length })}
        </button>
      </div>
      <h2>{t("assessment.assignments")}</h2>
      <ul className="stack">
        {list.map((a) => (
          <li key={a.id} className="card">
            <span>
              {a.chapterTitles.join(", ")} · {a.length} · {new Date(a.dueAt).toLocaleString(i18n.language)}
            </span>{" "}
            <button type="button" onClick={() => setOpenId(a.id)}>
              {t("assessment.showResults")}
            </button>
          </li>
        ))}
      </ul>
      {openId && klass && <Results id={openId} classroomId={klass.id} />}
      {klass && <Heatmap classroomId={klass.id} subject={subject} />}
    </section>
  );
}

/** Results per student and per item; refetched live on every quiz_completed event of the class. */
function Results({ id, classroomId }: { id: string; classroomId: string }) {
  const { t } = useTranslation();
  const { data, refetch } = useAssignmentResults(id);
  useQuizActivity(classroomId, () => void refetch());
  const results =
    data?.assignmentResults.__typename === "QueryAssignmentResultsSuccess"
      ? data.assignmentResults.data
      : null;
  if (!results) return null;
  const statusName = (s: string) => t(`assessment.statusNames.${s as "submitted"}`);
  return (
    <section className="card stack" aria-labelledby="results-title">
      <h3 id="results-title">{t("assessment.results")}</h3>
      <TableScroll label={t("assessment.results")}>
        <table className="tt-results">
          <thead>
            <tr>
              <th scope="col">{t("assessment.student")}</th>
              <th scope="col">{t("assessment.resultStatus")}</th>
              <th scope="col">{t("assessment.rightCount")}</th>
            </tr>
          </thead>
          <tbody>
            {results.students.map((s) => (
              <tr key={s.studentId}>
                <td>{s.name}</td>
                <td>
                  {statusName(s.status)}
                  {s.late && <span className="qt-late">{t("assessment.late")}</span>}
                </td>
                <td>{s.score === null ? "–" : `${s.score} / ${s.total}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <TableScroll label={t("assessment.item")}>
        <table className="tt-items">
          <thead>
            <tr>
              <th scope="col">{t("assessment.item")}</th>
              <th scope="col">{t("assessment.rightCount")}</th>
            </tr>
          </thead>
          <tbody>
            {results.items.map((i) => (
              <tr key={i.questionId}>
                <td>{i.stem}</td>
                <td>
                  {i.right} / {i.answered}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <button
        type="button"
        onClick={() =>
          downloadCsv("quick-test-results.csv", [
            ["student", "status", "score", "total", "submittedAt"],
            ...results.students.map((s) => [s.name, s.status, s.score, s.total, s.submittedAt]),
          ])
        }
      >
        {t("assessment.exportCsv")}
      </button>
    </section>
  );
}

function Heatmap({ classroomId, subject }: { classroomId: string; subject: string }) {
  const { t } = useTranslation();
  const { data } = useClassMastery(classroomId, subject);
  const map = data?.classMastery.__typename === "QueryClassMasterySuccess" ? data.classMastery.data : null;
  if (!map) return null;
  const cells = new Map(map.cells.map((c) => [`${c.studentId}:${c.chapterId}`, c]));
  const chapters = map.chapters.filter((ch) => map.cells.some((c) => c.chapterId === ch.chapterId));
  return (
    <section className="card stack" aria-labelledby="heatmap-title">
      <h3 id="heatmap-title">{t("assessment.heatmap")}</h3>
      {chapters.length === 0 ? (
        <p className="muted">{t("assessment.noMastery")}</p>
      ) : (
        <TableScroll label={t("assessment.heatmap")}>
          <table className="tt-heatmap">
            <thead>
              <tr>
                <th scope="col">{t("assessment.student")}</th>
                {chapters.map((c) => (
                  <th key={c.chapterId} scope="col">
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {map.students.map((s) => (
                <tr key={s.studentId}>
                  <th scope="row">{s.name}</th>
                  {chapters.map((c) => {
                    const cell = cells.get(`${s.studentId}:${c.chapterId}`);
                    return (
                      <td key={c.chapterId} className={cell ? `band-${cell.band}` : "band-none"}>
                        {cell
                          ? `${Math.round(cell.mastery * 100)}% · ${t(`assessment.band.${cell.band as "mastered"}`)}`
                          : "–"}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
