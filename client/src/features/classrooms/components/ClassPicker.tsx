import { useTranslation } from "react-i18next";
import "../../../app/i18n/english/dashboard";

interface Option {
  id: string;
  name: string;
  grade: number;
  subjects: string[];
}

/** A select of the teacher's classes. */
export function ClassPicker(props: {
  classrooms: Option[];
  value: string | null;
  onChange: (id: string) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const label = props.label ?? t("dashboard.picker.label");
  return (
    <label className="cls-row">
      <span>{label}</span>
      <select value={props.value ?? ""} onChange={(e) => props.onChange(e.target.value)} aria-label={label}>
        <option value="" disabled>
          {t("dashboard.picker.choose")}
        </option>
        {props.classrooms.map((c) => (
          <option key={c.id} value={c.id}>
            {t("dashboard.picker.option", { name: c.name, grade: c.grade })}
          </option>
        ))}
      </select>
    </label>
  );
}
