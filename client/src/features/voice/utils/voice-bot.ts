/** The voice bot's states, shown to the student at all times. */
export type BotState = "idle" | "listening" | "thinking" | "speaking";

/** Words that end a hands-free conversation, in English, Hindi and Gujarati. */
export const STOP_WORDS = ["stop", "stop it", "bye", "रुको", "रुकिए", "बंद करो", "बस", "બંધ", "બંધ કરો", "રોકો"];

/** Whether a heard phrase is the stop word (alone, or with a "please" or the bot's name around it). */
export function isStopWord(heard: string): boolean {
  const clean = heard
    .toLowerCase()
    .replace(/[.,!?।]/g, "")
    .replace(/\b(please|vidya|ok|okay)\b/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return STOP_WORDS.includes(clean);
}

/** Reading practice: the share (0–100) of the passage's words that were heard, in order. */
export function readingAccuracy(passage: string, heard: string): number {
  const words = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s]/gu, " ")
      .split(/\s+/)
      .filter(Boolean);
  const want = words(passage);
  const got = words(heard);
  if (want.length === 0) return 100;
  // Longest common subsequence: words read in order count, skipped or wrong ones do not.
  const row = new Array<number>(got.length + 1).fill(0);
  for (const w of want) {
    let diagonal = 0;
    for (let j = 1; j <= got.length; j++) {
      const above = row[j] as number;
      row[j] = w === got[j - 1] ? diagonal + 1 : Math.max(above, row[j - 1] as number);
      diagonal = above;
    }
  }
  return Math.round((100 * (row[got.length] as number)) / want.length);
}
