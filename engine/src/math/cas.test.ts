import nerdamer from "nerdamer-prime";
import { describe, expect, it } from "vitest";
import { antiderivative, differentiate, factorize, resetCas, solveFor } from "./cas";
import { parseExpr } from "./expr/parse";
import { print } from "./expr/print";
import { plain } from "./format";

const e = (s: string) => {
  const parsed = parseExpr(s);
  if (!parsed) throw new Error(`cannot parse ${s}`);
  return parsed;
};

describe("CAS wrappers", () => {
  it("load nerdamer's Algebra, Calculus and Solve add-ons through the ESM entry", () => {
    // The ESM build bundles every add-on; the CommonJS entry is the bare core without diff/solve.
    expect(typeof nerdamer.diff).toBe("function");
    expect(typeof nerdamer.solve).toBe("function");
    expect(typeof nerdamer.factor).toBe("function");
  });

  it("return our expression trees", () => {
    const d = differentiate(e("x^2 sin(x)"), "x");
    expect(d && plain(d)).toBe("x^2 cos(x) + 2x sin(x)");
    const roots = solveFor(e("x^2 - 5x + 6"), "x");
    expect(roots?.real.map((r) => print(r, "plain"))).toEqual(["2", "3"]);
    const f = factorize(e("x^2 - 5x + 6"));
    expect(f?.t).toBe("mul");
  });

  it("give up with null instead of returning an unevaluated integral", () => {
    expect(antiderivative(e("sin(x^2)"), "x")).toBeNull();
  });

  it("do not keep growing nerdamer's history", () => {
    differentiate(e("x^3"), "x");
    resetCas();
    expect(Object.keys(nerdamer.expressions()).length).toBe(0);
  });
});
