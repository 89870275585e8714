/**
 * The tools that send a child's words, voice or presence beyond their own account (DPDP Act s. 9):
 * closed to a child without a parent's (or their school's) consent, and each one a consenting
 * parent can switch off. The one list, used by the server's guard and the parent's page.
 */
export const GUARDED_TOOLS = [
  "chatbot",
  "subjectTutor",
  "socraticTutor",
  "studyGroups",
  "voice",
  "storyImages",
  "grammarExplain",
] as const;

/** One guarded tool. */
export type GuardedTool = (typeof GUARDED_TOOLS)[number];

/** True for a GuardedTool name. */
export function isGuardedTool(name: string): name is GuardedTool {
  return (GUARDED_TOOLS as readonly string[]).includes(name);
}
