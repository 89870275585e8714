import type { ReactNode } from "react";

/**
 * One checkbox or radio with its label in one row: the box sits on the first text line, the whole
 * row is the click target, and the native input keeps the keyboard (Tab, Space, arrow keys).
 * Every checkbox and radio list uses it (chapters, answer options, tool switches, class subjects).
 */
export function Choice({
  type = "checkbox",
  checked,
  onChange,
  children,
  name,
  value,
  disabled,
  className,
  describedBy,
}: {
  type?: "checkbox" | "radio";
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  name?: string;
  value?: string;
  disabled?: boolean;
  className?: string;
  describedBy?: string;
}) {
  return (
    <label className={className ? `choice ${className}` : "choice"} data-disabled={disabled || undefined}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="choice-text">{children}</span>
    </label>
  );
}
