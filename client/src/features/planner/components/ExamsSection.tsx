import { addDays } from "@vidya/core/planner/plan";
import { Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { Choice } from "../../../app/ui/Choice";
import { failureMessage, toastFailure } from "../../../shared/lib/result";
import { SUBJECTS } from "../../subjects/utils/subjects";
import { useDeleteExam } from "../hooks/use-delete-exam";
import { useExams } from "../hooks/use-exams";
import { usePlanChapters } from "../hooks/use-plan-chapters";
import { useSaveExam } from "../hooks/use-save-exam";
import { PLANNER_TOAST } from "../utils/toast-id";

const PLANNABLE = SUBJECTS.filter((s) => s.key !== "english");

/** The student's exams, and the form that adds one (subject, name, date, chapters or the whole syllabus). */
export function ExamsSection({ subject }: { subject?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { data, refetch } = useExams("cache-and-network");
  const [save, { loading: saving }] = useSaveExam();
  const [remove] = useDeleteExam();
  const [form, setForm] = useState({
    subject: subject ?? "mathematics",
    title: "",
    date: addDays(new Date().toISOString().slice(0, 10), 14),
    wholeSyllabus: false,
    chapterIds: [] as string[],
  });
  const chapters = usePlanChapters(form.subject);
  const choices =
    chapters.data?.planChapters.__typename === "QueryPlanChaptersSuccess"
      ? chapters.data.planChapters.data
      : [];
  const exams = (data?.exams ?? []).filter((e) => !subject || e.subject === subject);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data: res } = await save({ variables: { input: form } });
      if (res?.saveExam.__typename === "MutationSaveExamSuccess") {
        toast.success(t("planner.examSaved"), { id: PLANNER_TOAST });
        setForm((f) => ({ ...f, title: "", chapterIds: [] }));
        await refetch();
      } else toast.error(failureMessage(res?.saveExam) ?? t("common.networkError"));
    } catch {
      toast.error(t("common.networkError"));
    }
  }

  async function handleDelete(examId: string) {
    try {
      const { data: res } = await remove({ variables: { id: examId } });
      if (!toastFailure(res?.deleteExam)) {
        toast.success(t("planner.examDeleted"), { id: PLANNER_TOAST });
        await refetch();
      }
    } catch {
      toast.error(t("common.networkError"));
    }
  }

  const toggleChapter = (chapterId: string, on: boolean) =>
    setForm((f) => ({
      ...f,
      chapterIds: on ? [...f.chapterIds, chapterId] : f.chapterIds.filter((c) => c !== chapterId),
    }));

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("planner.exams")}</h2>
      <ul data-testid="exam-list">
        {exams.map((e) => (
          <li key={e.id}>
            <strong>{e.title}</strong> ·{" "}
            {t(`subjectNames.${SUBJECTS.find((s) => s.slug === e.subject)?.key ?? "mathematics"}`)} · {e.date}{" "}
            · {e.wholeSyllabus ? t("planner.wholeSyllabus") : e.chapters.map((c) => c.title).join(", ")}{" "}
            <button
              type="button"
              className="secondary"
              onClick={() => void handleDelete(e.id)}
              aria-label={t("planner.deleteExam", { title: e.title })}
            >
              <Trash2 aria-hidden="true" size={16} />
            </button>
          </li>
        ))}
      </ul>
      <form className="stack" onSubmit={(e) => void handleSubmit(e)} aria-label={t("planner.addExam")}>
        <h3>{t("planner.addExam")}</h3>
        {subject ? null : (
          <label>
            {t("planner.examSubject")}
            <select
              value={form.subject}
              onChange={(e) => setForm((f) => ({ ...f, subject: e.target.value, chapterIds: [] }))}
            >
              {PLANNABLE.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {t(`subjectNames.${s.key}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t("planner.examTitle")}
          <input
            required
            maxLength={80}
            value={form.title}
            onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
          />
        </label>
        <label>
          {t("planner.examDate")}
          <input
            type="date"
            required
            value={form.date}
            onChange={(e) => setForm((f) => ({ ...f, date: e.target.value }))}
          />
        </label>
        <Choice checked={form.wholeSyllabus} onChange={(on) => setForm((f) => ({ ...f, wholeSyllabus: on }))}>
          {t("planner.wholeSyllabus")}
        </Choice>
        {form.wholeSyllabus ? null : (
          <fieldset className="choice-list">
            <legend>{t("planner.chapters")}</legend>
            {choices.map((c) => (
              <Choice
                key={c.id}
                checked={form.chapterIds.includes(c.id)}
                onChange={(on) => toggleChapter(c.id, on)}
              >
                {c.title}
              </Choice>
            ))}
          </fieldset>
        )}
        <button type="submit" disabled={saving}>
          {t("planner.saveExam")}
        </button>
      </form>
    </section>
  );
}
