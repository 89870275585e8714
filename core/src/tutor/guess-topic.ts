import type { MathTopicName } from "../schemas/tutor";

const RULES: [MathTopicName, RegExp][] = [
  [
    "calculus",
    /\b(differentiat\w*|derivative|d\/dx|integra\w*|limit|maxim\w*|minim\w*|critical point|slope of the (curve|tangent))\b|∫/i,
  ],
  [
    "statistics",
    /\b(mean|median|mode|range|variance|standard deviation|quartile|probabilit\w*|dice|die|coin|cards?|average)\b/i,
  ],
  [
    "geometry",
    /\b(area|perimeter|volume|surface|circle|radius|diameter|triangle|rectangle|square|cube|cuboid|cylinder|cone|sphere|hemisphere|angle|polygon|hexagon|pentagon|hypotenuse|pythagoras|heron)\b/i,
  ],
  [
    "problem-solving",
    /\b(speed|km\/h|train|interest|profit|loss|discount|cost price|selling price|ratio|proportion|ages?|years? old|work|pipes?|tank|consecutive)\b|₹/i,
  ],
  ["algebra", /\b(solve|equation|expand|factori[sz]e|inequality)\b|\b[a-z]\s*\^|\d[a-z]\b|\b[xy]\b/i],
];

/** The likeliest topic of a question typed in the general box on /mathematics; arithmetic otherwise. */
export function guessTopic(question: string): MathTopicName {
  return RULES.find(([, pattern]) => pattern.test(question))?.[0] ?? "arithmetic";
}
