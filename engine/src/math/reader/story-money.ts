import type { Question, Solver, SolverOutput } from "../types";
import { askedThing, readStory, usesRupees } from "./story-words";

/**
 * Whether a story's question asks for an amount of money: "how much money …", "how much did he
 * pay / spend …", "what is the cost of one …", or a bare "how much … ?" in a story whose every
 * number is money ("Meena had ₹500. She spent ₹235. How much is left?").
 */
export function asksMoney(raw: string): boolean {
  const story = readStory(raw, { askNumbers: true });
  if (!story) return false;
  const ask = story.ask;
  if (/^what (?:is|was|will be|would be) the (?:total )?(?:cost|price|amount of money)\b/.test(ask))
    return true;
  const asked = askedThing(ask);
  if (!asked) return false;
  if (asked.head === "dollar") return true;
  return (
    /^how much\b/.test(ask) &&
    asked.thing === "" &&
    story.mentions.length > 0 &&
    story.mentions.every((m) => m.head === "dollar")
  );
}

const PAISE =
  /(?:(?:₹|\brs\.?|\binr)\s*(\d+)|(\d+)\s*(?:rupees?|rs\b))(?: and|,)? (\d{1,2}) paise\b|(\d+(?:\.\d+)?)\s*paise\b/gi;

/** "100 paise make a rupee: 75 paise = ₹0.75, ₹12 and 50 paise = ₹12.50." for the paise of a question. */
function paiseNote(raw: string): string {
  const parts = [...raw.matchAll(PAISE)].map(([m, a, b, p, alone]) =>
    alone
      ? `${alone} paise = ₹${Number(alone) / 100}`
      : `${m.replace(/\s+/g, " ")} = ₹${a ?? b}.${(p ?? "").padStart(2, "0")}`,
  );
  return parts.length ? `100 paise make a rupee: ${parts.join(", ")}.` : "";
}

/**
 * A story reader whose answers show ₹ when the question counts its money in rupees: the readers
 * read rupees exactly as dollars (see moneyAsDollars), and this puts the rupee sign on a money
 * answer and calls the money rupees in the working.
 */
export function inRupees(solver: Solver): Solver {
  return {
    ...solver,
    solve(q: Question): SolverOutput | null {
      const out = solver.solve(q);
      if (!out || !usesRupees(q.raw)) return out;
      const note = paiseNote(q.raw);
      const explanation = `${note ? `${note}\n\n` : ""}${out.explanation}`
        .replace(/\bdollars\b/g, "rupees")
        .replace(/\bdollar\b/g, "rupee");
      if (!asksMoney(q.raw)) return { ...out, explanation };
      // Rupees and paise: "₹9.30", not "₹9.3".
      const answer = `₹${out.finalAnswer.replace(/^\d+\.\d$/, (v) => `${v}0`)}`;
      const at = explanation.lastIndexOf(`**${out.finalAnswer}**`);
      return {
        ...out,
        finalAnswer: answer,
        explanation:
          at < 0
            ? explanation
            : `${explanation.slice(0, at)}**${answer}**${explanation.slice(at + out.finalAnswer.length + 4)}`,
      };
    },
  };
}
