import { ALGEBRA_SOLVERS } from "./algebra/algebra-solvers";
import { ARITHMETIC_SOLVERS } from "./arithmetic/arithmetic-solvers";
import { CALCULUS_SOLVERS } from "./calculus/calculus-solvers";
import { GEOMETRY_SOLVERS } from "./geometry/geometry-solvers";
import { PROBLEM_SOLVING_SOLVERS } from "./problem-solving/problem-solving-solvers";
import { STATISTICS_SOLVERS } from "./statistics/statistics-solvers";
import type { MathTopic, Solver } from "./types";

// Default order: topics whose questions carry the most specific words come first, and plain
// arithmetic (which would happily evaluate any numbers it finds) comes last.
const BY_TOPIC: [MathTopic, Solver[]][] = [
  ["calculus", CALCULUS_SOLVERS],
  ["statistics", STATISTICS_SOLVERS],
  ["geometry", GEOMETRY_SOLVERS],
  ["problem-solving", PROBLEM_SOLVING_SOLVERS],
  ["algebra", ALGEBRA_SOLVERS],
  ["arithmetic", ARITHMETIC_SOLVERS],
];

/** Solvers to try, the hinted topic's first (the page the student is on), then the rest. */
export function orderedSolvers(hint?: MathTopic): Solver[] {
  const first = BY_TOPIC.filter(([t]) => t === hint);
  const rest = BY_TOPIC.filter(([t]) => t !== hint);
  return [...first, ...rest].flatMap(([, solvers]) => solvers);
}

const MATH_WORDS =
  /\b(solve|equation|calculate|compute|evaluate|simplify|expand|factori[sz]e|factori[sz]ation|factors?|round|rounding|nearest|multiple|lcm|hcf|gcd|sum|difference|product|quotient|remainder|divide|multiply|add|subtract|percent|percentage|fraction|decimal|ratio|proportion|average|mean|median|mode|variance|deviation|quartile|probability|chance|dice?|coins?|cards?|area|perimeter|volume|surface|circumference|radius|diameter|triangle|circle|square|rectangle|polygon|pentagon|hexagon|heptagon|octagon|nonagon|decagon|diagonals?|angle|degrees?|hypotenuse|pythagoras|cube|cuboid|cylinder|cone|sphere|hemisphere|derivative|differentiate|integrate|integral|limit|maxima|minima|slope|gradient|interest|profit|loss|discount|speed|distance|km|algebra|geometry|calculus|statistics|arithmetic|trigonometry|sin|cos|tan|log|logarithm|root|roots|power|exponent|prime number|prime factor|number|numbers|digit|value of|arrangements?|arranged|permutations?|combinations?|letters of the word|progression|sequence|series|a\.?p|g\.?p|\d+(?:st|nd|rd|th) terms?|x|y)\b/;

/** Whether a question is about mathematics at all (anything else gets the "only math" reply). */
export function looksLikeMath(text: string): boolean {
  const t = text.replace(/\bprime minister\b/g, "");
  if (
    /\d\s*[-+*/^=<>%!]\s*[\d(a-z]|[a-z)]\s*[+*/^=<>]\s*[\d(a-z]|\d[a-z]\b|sqrt|cbrt|√|∫|\d\s*!|\blog_\d/.test(
      t,
    )
  )
    return true;
  const asks =
    /\b(find|calculate|evaluate|compute|what is|what's|what part|what fraction|what percent(?:age)?|how many|how much|how long|how far|how high|how tall|how old|how fast|how deep|how wide|at what|what (?:do|does|did|was|were|will|would|should)|convert|express|round|simplify|solve|work out|determine|compare|which (?:one )?(?:is|of these is|number is) (?:greater|larger|bigger|smaller|less|lesser))\b/;
  if (/\d/.test(t) && asks.test(t)) return true;
  return MATH_WORDS.test(t);
}
