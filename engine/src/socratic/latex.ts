/**
 * Turns the engine's LaTeX (one display line) into plain math text mathjs can read:
 * "x = \frac{15}{3} = 5" becomes "x = ((15)/(3)) = 5".
 */
export function latexToPlain(latex: string): string {
  let s = latex;
  // \frac{a}{b} may nest; replace innermost first until none is left.
  for (let i = 0; i < 10 && s.includes("\\frac"); i++) {
    s = s.replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, "(($1)/($2))");
  }
  return s
    .replace(/\\left|\\right/g, "")
    .replace(/\\times|\\cdot/g, "*")
    .replace(/\\div/g, "/")
    .replace(/\\%/g, "%")
    .replace(/\\,|\\;|\\!/g, "")
    .replace(/\\sqrt\{([^{}]*)\}/g, "sqrt($1)")
    .replace(/\^\{([^{}]*)\}/g, "^($1)")
    .replace(/[{}]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
