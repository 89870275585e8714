import { useTranslation } from "react-i18next";
import { useClassrooms } from "../hooks/use-classrooms";
import { ClassroomCard } from "./ClassroomCard";
import { CreateClassForm } from "./CreateClassForm";
import "../../../app/i18n/english/dashboard";

/** The teacher's class management: create, share the code or link, rotate it, remove students. */
export function ClassroomManager() {
  const { t } = useTranslation();
  const { classrooms, loading, failed, create, creating, rotate, remove } = useClassrooms();
  return (
    <section aria-labelledby="cls-manage-title" className="cls-grid">
      <h2 id="cls-manage-title" className="visually-hidden">
        {t("dashboard.manage.yours")}
      </h2>
      <CreateClassForm onCreate={create} busy={creating} />
      {loading && <p aria-busy="true">{t("dashboard.loading")}</p>}
      {failed && <p className="cls-error">{t("dashboard.loadFailed")}</p>}
      {classrooms.map((c) => (
        <ClassroomCard key={c.id} classroom={c} onRotate={rotate} onRemove={remove} />
      ))}
    </section>
  );
}
