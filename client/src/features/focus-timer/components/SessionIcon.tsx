import type { SessionType } from "@vidya/core/timer/timer-settings";

/** A small icon by session type: a target for focus, a cup for a break, a moon for a long break. */
export function SessionIcon({ type, size = 18 }: { type: SessionType; size?: number }) {
  const common = {
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
    focusable: false,
    "data-session-icon": type,
  };
  if (type === "focus") {
    return (
      <svg aria-hidden="true" {...common}>
        <circle cx="12" cy="12" r="9" />
        <circle cx="12" cy="12" r="5" />
        <circle cx="12" cy="12" r="1" />
      </svg>
    );
  }
  if (type === "shortBreak") {
    return (
      <svg aria-hidden="true" {...common}>
        <path d="M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9z" />
        <path d="M17 11h1.5a2.5 2.5 0 0 1 0 5H17" />
        <path d="M8 3v3M12 3v3" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />
    </svg>
  );
}
