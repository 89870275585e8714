/** One titled step of a worked solution. */
export interface Step {
  title: string;
  body: string;
}

/** Assembles a worked solution in the same shape everywhere, so the client renders it uniformly. */
export function explanation(parts: { intro: string; steps: Step[]; answer: string; note?: string }): string {
  const lines = [parts.intro, ""];
  parts.steps.forEach((s, i) => {
    lines.push(`**Step ${i + 1}: ${s.title}**`, "", s.body, "");
  });
  lines.push(`**Answer:** ${parts.answer}`);
  if (parts.note) lines.push("", parts.note);
  return lines.join("\n");
}

/** A display equation block. */
export const display = (latex: string): string => `$$${latex}$$`;

/** An aligned chain a = b = c shown as one display line. */
export const chain = (...parts: string[]): string => display(parts.join(" = "));
