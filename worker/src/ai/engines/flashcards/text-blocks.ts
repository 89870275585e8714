/**
 * Text from a PDF or pasted notes → paragraphs ("blocks") that sentence splitting can trust:
 * words split across lines ("photo-\nsynthesis") are joined, wrapped lines are unwrapped, and a
 * short line without end punctuation (a heading) becomes a block of its own so it never merges
 * into the sentence after it.
 */
export function textBlocks(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00ad\u200b]/g, "")
    .replace(/(\p{L})-\n(\p{Ll})/gu, "$1$2")
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim());
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) blocks.push(current.join(" "));
    current = [];
  };
  lines.forEach((line, index) => {
    if (line === "") {
      flush();
      return;
    }
    const bullet = /^([•▪●◦\-*–]|\d+[.)]|[a-z][.)])\s/u.test(line);
    if (bullet) flush();
    const words = line.split(" ").length;
    // A heading: short, no end punctuation, and the next line starts a new sentence.
    const nextStartsUpper = /^\P{Ll}*\p{Lu}/u.test(lines[index + 1] ?? "") || (lines[index + 1] ?? "") === "";
    if (words <= 8 && !/[.!?:;,]$/.test(line) && current.length === 0 && !bullet && nextStartsUpper) {
      blocks.push(line);
      return;
    }
    current.push(line.replace(/^([•▪●◦\-*–])\s+/u, ""));
    if (/[.!?]$/.test(line) && words < 6) flush();
  });
  flush();
  return blocks.filter((b) => /\p{L}/u.test(b));
}
