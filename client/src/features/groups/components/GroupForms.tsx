import { GROUP_SUBJECTS, readInviteCode, toGroupSubject } from "@vidya/core/groups/invite-code";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { GroupSubject } from "../../../gql/graphql";
import { useGroupClassChoices } from "../hooks/use-group-class-choices";
import { useCreateStudyGroup, useJoinStudyGroup } from "../hooks/use-study-groups";
import { subjectLabel } from "../utils/labels";
import "../../../app/i18n/english/groups";

/**
 * Name, subject and, for someone with classes, optionally one of them (a class group: only its
 * students can join, and its teacher can read and moderate); opens the new group's chat.
 */
export function CreateGroupForm() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { create, creating } = useCreateStudyGroup();
  const classes = useGroupClassChoices({ fetchPolicy: "cache-and-network" }).data?.classrooms ?? [];
  const [name, setName] = useState("");
  const [subject, setSubject] = useState<GroupSubject>("mathematics");
  const [classroomId, setClassroomId] = useState("");
  const invalid = name.trim().length < 3 || name.trim().length > 60;
  const teaches = classes.some((c) => c.viewerIsTeacher);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const chosen = classes.some((c) => c.id === classroomId) ? classroomId : null;
    const id = await create(name.trim(), subject, chosen);
    if (id) navigate(`/groups/${id}`);
  }

  return (
    <form className="card gc-form" onSubmit={handleSubmit} aria-labelledby="gc-create-title">
      <h2 id="gc-create-title">{t("groups.createTitle")}</h2>
      <label htmlFor="gc-name">{t("groups.name")}</label>
      <input
        id="gc-name"
        value={name}
        maxLength={60}
        onChange={(e) => setName(e.target.value)}
        placeholder={t("groups.namePlaceholder")}
      />
      <p className="hint">{t("groups.nameHint")}</p>
      <label htmlFor="gc-subject">{t("groups.subject")}</label>
      <select id="gc-subject" value={subject} onChange={(e) => setSubject(toGroupSubject(e.target.value))}>
        {GROUP_SUBJECTS.map((s) => (
          <option key={s} value={s}>
            {subjectLabel(s)}
          </option>
        ))}
      </select>
      {classes.length > 0 && (
        <>
          <label htmlFor="gc-class">{t("groups.classLabel")}</label>
          <select
            id="gc-class"
            value={classroomId}
            onChange={(e) => setClassroomId(e.target.value)}
            aria-describedby="gc-class-hint"
          >
            <option value="">{t("groups.noClass")}</option>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <p id="gc-class-hint" className="hint">
            {t(teaches ? "groups.classHintTeacher" : "groups.classHintStudent")}
          </p>
        </>
      )}
      <button type="submit" className="primary" disabled={creating || invalid}>
        {creating ? t("groups.creating") : t("groups.create")}
      </button>
    </form>
  );
}

/** Join by code; the same flow serves the invite link /groups/join/:code. */
export function JoinGroupForm({ initialCode = "" }: { initialCode?: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { join, joining } = useJoinStudyGroup();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // Checked on the phone first (the server checks again), in the reader's language.
    const invite = readInviteCode(code);
    if (invite === null) {
      setError(t("groups.codeInvalid"));
      return;
    }
    setError(null);
    const result = await join(invite);
    if (result.id) navigate(`/groups/${result.id}`);
    else setError(result.error);
  }

  return (
    <form className="card gc-form" onSubmit={handleSubmit} aria-labelledby="gc-join-title">
      <h2 id="gc-join-title">{t("groups.joinTitle")}</h2>
      <label htmlFor="gc-code">{t("groups.code")}</label>
      <input
        id="gc-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        placeholder="K7QM-4XPR"
        autoCapitalize="characters"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "gc-code-error" : undefined}
      />
      {error && (
        <p id="gc-code-error" className="gc-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={joining || code.trim() === ""}>
        {joining ? t("groups.joining") : t("groups.join")}
      </button>
    </form>
  );
}
