import { JOIN_CODE_VALID_DAYS, JOIN_CODE_VALID_DAYS_CHOICES } from "@vidya/core/classrooms/join-code";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../app/i18n/dates";
import { toast } from "../../../app/toast";
import type { MyClassroomsQuery } from "../../../gql/graphql";
import { ClassConsent } from "../../consent/components/ClassConsent";
import { subjectName } from "../../subjects/utils/subject-name";
import "../../../app/i18n/english/dashboard";

type Classroom = MyClassroomsQuery["classrooms"][number];

/** One of the teacher's classes: its code and link (rotatable) and its students (removable). */
export function ClassroomCard(props: {
  classroom: Classroom;
  onRotate: (id: string, validDays: number) => void;
  onRemove: (classId: string, studentId: string, name: string) => void;
}) {
  const { t } = useTranslation();
  const c = props.classroom;
  const link = c.joinPath ? `${window.location.origin}${c.joinPath}` : "";
  const [validDays, setValidDays] = useState<number>(JOIN_CODE_VALID_DAYS);
  const expired = c.joinCodeExpiresAt ? Date.parse(c.joinCodeExpiresAt) <= Date.now() : false;

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t("dashboard.card.copied"));
    } catch {
      toast.error(t("dashboard.card.copyFailed"));
    }
  }

  function handleRotate() {
    if (window.confirm(t("dashboard.card.confirmNewCode"))) props.onRotate(c.id, validDays);
  }

  return (
    <article
      className="cls-card"
      aria-label={t("dashboard.card.label", { name: c.name })}
      data-testid="classroom-card"
    >
      <h3>
        {c.name} <span className="cls-muted">{t("classes.classN", { n: c.grade })}</span>
      </h3>
      <p className="cls-muted">{c.subjects.map(subjectName).join(", ")}</p>
      <p>
        {t("dashboard.card.joinCode")}{" "}
        <span className="cls-code" data-testid="join-code">
          {c.joinCodeDisplay}
        </span>
      </p>
      <p className="cls-row">
        <input readOnly value={link} aria-label={t("dashboard.card.joinLink")} size={40} />
        <button type="button" onClick={handleCopy}>
          {t("dashboard.card.copy")}
        </button>
        <select
          value={validDays}
          aria-label={t("dashboard.card.codeDays")}
          onChange={(e) => setValidDays(Number(e.target.value))}
        >
          {JOIN_CODE_VALID_DAYS_CHOICES.map((days) => (
            <option key={days} value={days}>
              {t("dashboard.card.validFor", { count: days })}
            </option>
          ))}
        </select>
        <button type="button" onClick={handleRotate}>
          {t("dashboard.card.newCode")}
        </button>
      </p>
      {c.joinCodeExpiresAt && (
        <p className={expired ? "cls-error" : "cls-muted"} data-testid="join-code-expiry">
          {t(expired ? "dashboard.card.expiredOn" : "dashboard.card.worksUntil", {
            date: formatDate(c.joinCodeExpiresAt),
          })}
        </p>
      )}
      <ClassConsent
        classroomId={c.id}
        confirmedAt={c.consentConfirmedAt ?? null}
        confirmedName={c.consentConfirmedName ?? null}
      />
      <h4>{t("dashboard.card.students", { count: c.studentCount })}</h4>
      {(c.students ?? []).length === 0 ? (
        <p className="cls-muted">{t("dashboard.card.noStudents")}</p>
      ) : (
        <ul>
          {(c.students ?? []).map((s) => (
            <li key={s.id} className="cls-row">
              <span>{s.label}</span>
              <button
                type="button"
                onClick={() => {
                  if (window.confirm(t("dashboard.card.confirmRemove", { student: s.label, name: c.name })))
                    props.onRemove(c.id, s.id, s.label);
                }}
              >
                {t("dashboard.card.remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
