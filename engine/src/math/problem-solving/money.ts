import { dec } from "../format";

/** ₹ amounts as written in Indian textbooks: ₹680, ₹1157.63. */
export const rupees = (v: number): string => `₹${dec(v, 2)}`;

/** A money amount after a cue word: "for ₹500", "cost price ₹1200", "marked at ₹800". */
export function amountAfter(text: string, cues: string): number | null {
  const m = text.match(
    new RegExp(
      `(?:${cues})\\s*(?:of|is|=|at|for|was|:|price)?\\s*(?:of|is|at|for)?\\s*₹?\\s*(\\d+(?:\\.\\d+)?)`,
    ),
  );
  return m ? Number(m[1]) : null;
}

/** The percentage after a cue: "discount of 15%", "gains 20%", "at 8% per annum". */
export function percentAfter(text: string, cues: string): number | null {
  const m =
    text.match(new RegExp(`(?:${cues})[a-z ]*?(\\d+(?:\\.\\d+)?)\\s*%`)) ??
    text.match(new RegExp(`(\\d+(?:\\.\\d+)?)\\s*%\\s*(?:${cues})`));
  return m ? Number(m[1]) : null;
}
