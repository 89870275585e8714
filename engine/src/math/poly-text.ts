/** Plain-text polynomial from coefficients, highest power first: [2, -7, 3] → "2x^2 - 7x + 3". */
export function polyPlain(coefsHighFirst: number[], v = "x"): string {
  const n = coefsHighFirst.length - 1;
  let out = "";
  coefsHighFirst.forEach((c, i) => {
    if (c === 0) return;
    const power = n - i;
    const body = power === 0 ? "" : power === 1 ? v : `${v}^${power}`;
    const abs = Math.abs(c);
    const coef = abs === 1 && body ? "" : String(abs);
    const sign = c < 0 ? (out ? " - " : "-") : out ? " + " : "";
    out += `${sign}${coef}${body}`;
  });
  return out || "0";
}

/** "2x + 3" style linear text: a·v + b. */
export function linearPlain(a: number, b: number, v = "x"): string {
  return polyPlain([a, b], v);
}
