/** A string as a regular expression that matches exactly it ("2 + 3" → "2 \+ 3"). */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
