/**
 * The planner's confirmations share one toast: saving two exams in a row replaces "Exam saved" instead
 * of stacking two identical toasts.
 */
export const PLANNER_TOAST = "planner";
