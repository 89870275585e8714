import { describe, expect, it } from "vitest";
import { canonical } from "./canonical";
import { parseExpr } from "./parse";
import { print } from "./print";

const show = (s: string, mode: "plain" | "tex" | "cas") => {
  const e = parseExpr(s);
  if (!e) throw new Error(`cannot parse ${s}`);
  return print(mode === "cas" ? e : canonical(e), mode);
};

describe("expression printing", () => {
  it("puts CAS output in textbook order", () => {
    expect(show("-6+x+x^2", "plain")).toBe("x^2 + x - 6");
    expect(show("(-2+x)*(-3+x)", "plain")).toBe("(x - 2)(x - 3)");
    expect(show("12*a*b+4*a^2+9*b^2", "plain")).toBe("4a^2 + 12ab + 9b^2");
    expect(show("(1/2)*x^(-1/2)", "plain")).toBe("1/(2 sqrt(x))");
  });

  it("prints LaTeX a student can read", () => {
    expect(show("x^2 sin x", "tex")).toBe("x^{2} \\sin x");
    expect(show("(x^2+1)/(x-1)", "tex")).toBe("\\frac{x^{2} + 1}{x - 1}");
    expect(show("sqrt(x)", "tex")).toBe("\\sqrt{x}");
  });

  it("prints fully explicit input for the CAS", () => {
    expect(show("2xy^2", "cas")).toBe("2*x*(y^2)");
    expect(show("x(x+1)", "cas")).toBe("x*(x+1)");
  });

  it("reads school notation", () => {
    expect(show("tan^-1 x", "plain")).toBe("arctan(x)");
    expect(show("sin^2 x", "plain")).toBe("sin(x)^2");
    expect(show("e^2x", "plain")).toBe("e^(2x)");
    expect(show("ln|x|", "plain")).toBe("ln|x|");
  });
});
