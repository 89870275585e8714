import type { GeneratedCard } from "@vidya/core/jobs/generate-flashcards";
import nlp from "compromise";

/** Copulas of a definition: "X is Y", "X are Y", "X means Y", … */
const FORWARD =
  /^(?<term>.{2,80}?)\s+(?:is defined as|are defined as|is|are|means|mean|refers to|refer to|stands for)\s+(?<def>.{6,400})$/i;
/** … and the reverse: "Y is called X", "Y is known as X". */
const REVERSE =
  /^(?<def>.{10,400}?)\s+(?:is|are)\s+(?:called|known as|termed)\s+(?<term>[^,;]{2,60}?)[.!]?$/i;

/** Pronouns and vague openers that never name a term ("It is…", "This is…", "There are…"). */
export const VAGUE =
  /^(it|this|that|these|those|there|they|he|she|we|you|i|which|what|who|here|one|all|some|many|most|each|such)\b/i;

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "The mitochondria," → "Mitochondria": no leading article, no trailing punctuation. */
function cleanTerm(term: string): string {
  return capitalise(
    term
      .replace(/^(the|a|an)\s+/i, "")
      .replace(/[\s,;:.]+$/, "")
      .trim(),
  );
}

function cleanDefinition(def: string): string {
  return capitalise(
    def
      .replace(/\s+/g, " ")
      .replace(/[\s,;:]+$/, "")
      .trim(),
  );
}

/** A term is a short noun phrase: no pronoun, no verb, a noun somewhere. */
function isTerm(term: string): boolean {
  const words = term.split(/\s+/).length;
  if (words > 6 || VAGUE.test(term) || /\d{3,}/.test(term)) return false;
  const doc = nlp(term);
  return doc.has("#Noun") && !doc.has("#Pronoun") && !doc.has("(#Verb && !#Gerund && !#Participle)");
}

/**
 * A definition says what something is: it starts with an article or a noun phrase ("a green
 * pigment…", "animals that…", "the movement of…"), not with a bare adjective ("blue") or a
 * negation, and has at least three words.
 */
function isDefinition(def: string): boolean {
  if (
    def.split(/\s+/).length < 3 ||
    /^(not|also|very|so|too|just|only|another|an? example|one example)\b/i.test(def)
  ) {
    return false;
  }
  // The opening words decide; tagging only them keeps this cheap on long notes.
  const first = nlp(def.split(/\s+/).slice(0, 5).join(" ")).terms().json() as {
    terms: { tags: string[] }[];
  }[];
  const tags = (i: number) => first[i]?.terms[0]?.tags ?? [];
  if (tags(0).some((t) => t === "Determiner" || t === "Noun" || t === "Gerund"))
    return !tags(0).includes("Pronoun");
  // "tiny pores on…", "green plants…": adjectives then a noun.
  for (let i = 0; i < 3 && tags(i).includes("Adjective"); i++) {
    if (tags(i + 1).includes("Noun")) return true;
  }
  return false;
}

/** The definition card in one sentence, if it holds one ("X is Y" → front X, back Y). */
export function definitionCard(sentence: string): GeneratedCard | null {
  const text = sentence.replace(/\s+/g, " ").trim();
  if (text.endsWith("?")) return null;
  const reverse = REVERSE.exec(text);
  if (reverse?.groups) {
    const term = cleanTerm(reverse.groups.term ?? "");
    const def = cleanDefinition(reverse.groups.def ?? "");
    if (isTerm(term) && def.split(/\s+/).length >= 3 && !VAGUE.test(def))
      return { front: term, back: def, kind: "definition" };
  }
  const forward = FORWARD.exec(text);
  if (!forward?.groups) return null;
  const rawTerm = forward.groups.term ?? "";
  const def = cleanDefinition((forward.groups.def ?? "").replace(/[.!]$/, ""));
  if (/^(called|known as|termed)\b/i.test(def)) return null;
  if (!isTerm(rawTerm) || !isDefinition(def)) return null;
  return { front: cleanTerm(rawTerm), back: def, kind: "definition" };
}
