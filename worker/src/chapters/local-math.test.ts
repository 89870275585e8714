import { ncertChapters } from "@vidya/core/curriculum/catalogue";
import { answerMathLocally, LOCAL_MATH_CANNOT } from "@vidya/engine/math/chapter-answer";
import { describe, expect, it } from "vitest";
import { practiceLocally } from "./local-math-practice";
import { CHAPTER_GENERATORS } from "./practice-generators";

const request = (chapterTitle: string, count = 10) => ({
  kind: "PRACTICE" as const,
  grade: 10,
  subject: "mathematics",
  chapterTitle,
  question: "",
  language: "en",
  count,
});

describe("local math answers for Chapter Q&A", () => {
  it("solves a linear equation step by step", () => {
    const a = answerMathLocally("Solve 3x + 5 = 20");
    expect(a).toContain("Answer: x = 5");
    expect(a).toContain("Step 2. Divide both sides by 3");
  });
  it("solves a quadratic by the discriminant", () => {
    const a = answerMathLocally("Find the roots of x^2 - 5x + 6 = 0");
    expect(a).toContain("Discriminant D = b^2 - 4ac = 1");
    expect(a).toMatch(/Answer: x = 2, x = 3|Answer: x = 3, x = 2/);
  });
  it("solves a pair of equations", () => {
    expect(answerMathLocally("Solve x + y = 10 and x - y = 2")).toContain("Answer: x = 6, y = 4");
  });
  it("factorises and evaluates", () => {
    expect(answerMathLocally("Factorise x^2 - 5x + 6")).toMatch(
      /Answer: \(x\s*-\s*[23]\)\s*\*?\s*\(x\s*-\s*[23]\)/,
    );
    expect(answerMathLocally("Evaluate 3/4 + 5/6")).toContain("19/12");
  });
  it("says plainly when a question has no mathematics it can work on", () => {
    expect(answerMathLocally("Why is the sky blue?")).toBe(LOCAL_MATH_CANNOT);
  });
});

describe("local practice worksheets", () => {
  it("writes the number of questions asked for, each with an answer, without repeats", () => {
    const sheet = practiceLocally(request("Quadratic Equations", 8), 42);
    const [questions, key] = sheet.split("\nAnswer key\n");
    expect(questions?.trim().split("\n")).toHaveLength(8);
    expect(key?.trim().split("\n")).toHaveLength(8);
    expect(new Set(questions?.split("\n")).size).toBe(questions?.split("\n").length);
  });
  it("gets linear-equation answers right (checked by substitution)", () => {
    const sheet = practiceLocally(request("Linear Equations in One Variable", 10), 7);
    const [questions = "", key = ""] = sheet.split("\nAnswer key\n");
    const qs = questions.trim().split("\n");
    const as = key.trim().split("\n");
    qs.forEach((q, i) => {
      const m = /Solve: (\d+)x ([+-]) (\d+) = (-?\d+)/.exec(q);
      const x = Number(/x = (-?\d+)/.exec(as[i] ?? "")?.[1]);
      expect(m).not.toBeNull();
      if (m) expect(Number(m[1]) * x + (m[2] === "-" ? -1 : 1) * Number(m[3])).toBe(Number(m[4]));
    });
  });
  it("covers most NCERT mathematics chapters of classes 6–10; the rest get a clear message", () => {
    const titles = [6, 7, 8, 9, 10].flatMap((g) => ncertChapters(g, "mathematics").map((c) => c.title));
    const uncovered = titles.filter((t) => !CHAPTER_GENERATORS.some(([p]) => p.test(t)));
    expect(uncovered.sort()).toEqual(
      [
        "Arithmetic Expressions",
        "A Story of Numbers",
        "Circles",
        "Circles",
        "Connecting the Dots",
        "Constructions and Tilings",
        "Exploring Some Geometric Themes",
        "Expressions using Letter-Numbers",
        "Geometric Twins",
        "Introduction to Euclid's Geometry",
        "Large Numbers Around Us",
        "Playing with Constructions",
        "Tales by Dots and Lines",
      ].sort(),
    );
    expect(practiceLocally(request("Introduction to Euclid's Geometry"))).toMatch(
      /has no question generator for "Introduction to Euclid's Geometry"/,
    );
  });
});
