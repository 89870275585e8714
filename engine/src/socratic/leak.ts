/**
 * The answer-leak guard: true when `text` gives away `answer` (e.g. "x = 5" or "36 cm^2"), either
 * as the whole expression or as its number(s). Numbers that the problem itself states are not a
 * leak on their own (the student has read them); the "unknown = value" form always is.
 */
export function leaksAnswer(text: string, answer: string, problem = ""): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, "");
  const t = squash(text);
  const a = squash(answer);
  if (a !== "" && t.includes(a)) return true;
  const given = new Set(numbersIn(problem));
  const eq = /^([a-z])\s*=\s*(-?[\d.]+)$/i.exec(answer.trim());
  if (eq) {
    const [, name, value] = eq;
    const form = new RegExp(`(?:^|[^a-z])${name}\\s*=\\s*${value.replace(".", "\\.")}(?![\\d.])`, "i");
    if (form.test(text)) return true;
  }
  return numbersIn(answer).some((n) => !given.has(n) && numbersIn(text).includes(n));
}

/** The numbers written in a text, as written ("1,25,000" counts as 125000). */
function numbersIn(text: string): string[] {
  return [...text.replace(/(\d),(?=\d)/g, "$1").matchAll(/-?\d+(?:\.\d+)?/g)].map((m) =>
    String(Number(m[0].replace(/^-/, ""))),
  );
}

/** Removes every sentence of `text` that leaks `answer`; what is left may be empty. */
export function trimLeaks(text: string, answer: string, problem = ""): string {
  return text
    .split(/(?<=[.?!])\s+|\n+/)
    .filter((s) => !leaksAnswer(s, answer, problem))
    .join(" ")
    .trim();
}
