import { type AnswerPart, type ParsedAnswer, parseAnswer, type Verdict } from "./answer-parse";
import { numeric } from "./cas";
import { variables } from "./expr/ast";
import { close, equivalent } from "./expr/equivalent";
import { unit } from "./mathjs";

const SAME_VERDICT: Record<Verdict, Verdict> = {
  impossible: "impossible",
  "no-real": "no-real",
  "no-solution": "no-real",
  "all-real": "all-real",
  infinite: "all-real",
};

const UNIT_ALIASES: [RegExp, string][] = [
  [/^(?:sq\.?|square)\s*(mm|cm|m|km)$/, "$1^2"],
  [/^(?:cubic|cu\.?)\s*(mm|cm|m)$/, "$1^3"],
  [/^(?:sq\.?|square)\s*(?:metres?|meters?)$/, "m^2"],
  [/^(?:kmph|km\/hr)$/, "km/h"],
  [/^(?:hrs?|hours?|h)$/, "hour"],
  [/^(?:mins?|minutes?)$/, "minute"],
  [/^(?:secs?|seconds?|s)$/, "second"],
  [/^(?:metres?|meters?)$/, "m"],
  [/^(?:yrs?|years?)$/, "year"],
  [/^days?$/, "day"],
  [/^weeks?$/, "week"],
  [/^(?:deg|degrees?)$/, "deg"],
  [/^(?:litres?|liters?)$/, "liter"],
  [/^(mm|cm|m|km)(\d)$/, "$1^$2"],
];

function mathjsUnit(u: string | undefined): string | null {
  if (!u) return null;
  for (const [re, to] of UNIT_ALIASES) if (re.test(u)) return u.replace(re, to);
  return /^(mm|cm|m|km)(\^[23])?$|^(kg|g|ml|l|km\/h|m\/s)$/.test(u) ? u : null;
}

function numbersAgree(a: AnswerPart, b: AnswerPart): boolean {
  let x = numeric(a.value);
  const y = numeric(b.value);
  if (x === null || y === null) return false;
  const ua = mathjsUnit(a.unit);
  const ub = mathjsUnit(b.unit);
  if (ua && ub && ua !== ub) {
    try {
      x = unit(x, ua).toNumber(ub);
    } catch {
      // Incompatible units (cm vs cm^2): fall back to comparing the numbers as written.
    }
  }
  if (close(x, y, 1e-9)) return true;
  const places = [a.decimals, b.decimals].filter((d): d is number => d !== undefined);
  if (places.length && Math.abs(x - y) <= 0.5 * 10 ** -Math.min(...places) + 1e-9) return true;
  // Different school values of π (22/7, 3.14, exact) differ by under 0.1%.
  const inexact = !Number.isInteger(x) || !Number.isInteger(y);
  return inexact && Math.abs(x - y) <= 1e-3 * Math.max(Math.abs(x), Math.abs(y));
}

function partsAgree(a: AnswerPart, b: AnswerPart): boolean {
  if (a.rel !== b.rel) return false;
  const symbolic = variables(a.value).length > 0 || variables(b.value).length > 0;
  if (!symbolic) return numbersAgree(a, b);
  return equivalent(a.value, b.value, { upToConstant: a.hasConstant || b.hasConstant });
}

function matchAll(xs: AnswerPart[], ys: AnswerPart[]): boolean {
  if (xs.length !== ys.length) return false;
  if (xs.every((x, i) => partsAgree(x, ys[i]))) return true;
  const used = new Set<number>();
  return xs.every((x) => {
    const j = ys.findIndex((y, k) => !used.has(k) && partsAgree(x, y));
    if (j < 0) return false;
    used.add(j);
    return true;
  });
}

const nameKey = (n: string | undefined) => (n ?? "").replace(/\s+/g, "");

function parsedAgree(e: ParsedAnswer, c: ParsedAnswer): boolean {
  if (e.kind === "verdict" || c.kind === "verdict") {
    return (
      e.kind === "verdict" && c.kind === "verdict" && SAME_VERDICT[e.verdict] === SAME_VERDICT[c.verdict]
    );
  }
  if (
    e.words.length &&
    c.words.length &&
    [...new Set(e.words)].sort().join() !== [...new Set(c.words)].sort().join()
  ) {
    return false;
  }
  const named = (ps: AnswerPart[]) => ps.every((p) => p.name !== undefined);
  if (named(e.parts) && named(c.parts)) {
    const names = [...new Set(e.parts.map((p) => nameKey(p.name)))].sort();
    const other = [...new Set(c.parts.map((p) => nameKey(p.name)))].sort();
    if (names.join() === other.join()) {
      return names.every((n) =>
        matchAll(
          e.parts.filter((p) => nameKey(p.name) === n),
          c.parts.filter((p) => nameKey(p.name) === n),
        ),
      );
    }
  }
  return matchAll(e.parts, c.parts);
}

/**
 * Whether two final answers say the same thing: numerically or symbolically equal values, any
 * order, units converted, rounding to the written precision accepted. null when one of them
 * cannot be read at all.
 */
export function answersAgree(
  expected: string,
  candidate: string,
  opts: { factored?: boolean } = {},
): boolean | null {
  const e = parseAnswer(expected);
  const c = parseAnswer(candidate);
  if (!e || !c) return null;
  if (opts.factored && !/\)\s*\*?\s*\(|^[^(]*\d*[a-z]\s*\*?\s*\(|\)\^/.test(candidate.replace(/\s+/g, "")))
    return false;
  return parsedAgree(e, c);
}
