import { display, explanation, type Step } from "../explain";
import { dec, numPlain, numTex } from "../format";
import { similar } from "../rng";
import type { Question, Solver, SolverOutput } from "../types";
import { piChoice } from "./measures";
import {
  CIRCLE,
  PARALLELOGRAM,
  QUADRANT,
  RECTANGLE,
  RHOMBUS,
  SEMICIRCLE,
  SQUARE,
  TRAPEZIUM,
} from "./plane-shapes";
import { type Dims, type Formula, n, QUANTITY_NAMES, type Quantity, type ShapeSpec } from "./shape-types";
import { CONE, CUBE, CUBOID, CYLINDER, HEMISPHERE, SPHERE } from "./solid-shapes";
import { TRIANGLE } from "./triangle-shape";

const SHAPES: ShapeSpec[] = [
  HEMISPHERE,
  SPHERE,
  CYLINDER,
  CONE,
  CUBOID,
  CUBE,
  RHOMBUS,
  TRAPEZIUM,
  PARALLELOGRAM,
  RECTANGLE,
  SQUARE,
  TRIANGLE,
  SEMICIRCLE,
  QUADRANT,
  CIRCLE,
];

const DIM_WORDS: Record<string, string> = {
  r: "radius",
  h: "height",
  a: "side",
  b: "breadth",
  c: "side",
  l: "length",
  p: "diagonal",
  q: "diagonal",
};

/** "An open box", "a tank without a lid", "open at the top": the surface has no top face. */
const OPEN_TOP =
  /\bopen at the top\b|\bopen(?:[- ]top(?:ped)?)? (?:cuboidal |cubical |cylindrical |rectangular |metal |iron |tin )?(?:box|tank|cuboid|cube|cylinder|vessel|container|cistern|bucket)\b|\b(?:box|tank|cuboid|cube|cylinder|vessel|container|cistern)\b[^.]{0,30}\b(?:without (?:a |the |any |its )?(?:lid|top|cover)|with no (?:lid|top|cover)|no lid)\b|\(no lid\)/;

function quantity(t: string): Quantity | null {
  // A lid left off changes only a surface; "open at both ends" (a pipe) is another figure.
  if (OPEN_TOP.test(t) && !/\bboth ends\b|\bcurved\b|\blateral\b|\bvolume\b|\bcapacity\b/.test(t)) {
    return /\bsurface\b|\barea\b|\bsheet\b|\bcardboard\b/.test(t) ? "open" : null;
  }
  if (/total surface area|\btsa\b|whole surface/.test(t)) return "tsa";
  if (/curved surface|\bcsa\b|lateral surface|lateral area/.test(t)) return "csa";
  if (/surface area/.test(t)) return "tsa";
  if (
    /\bvolume\b|\bcapacity\b|how much (?:water|milk|liquid|space|oil)|\bhow many (?:litres|liters|kilolitres)\b/.test(
      t,
    )
  )
    return "volume";
  if (/(?:find|what is|calculate|determine)\s+(?:the\s+)?slant height/.test(t)) return "slant";
  if (/(?:find|what is|calculate|determine)\s+(?:the\s+)?(?:length of\s+(?:the|its|a)\s+)?diagonal/.test(t))
    return "diagonal";
  if (/circumference|perimeter|boundary/.test(t)) return "perimeter";
  if (/\barea\b/.test(t)) return "area";
  return null;
}

/** "cm^2", or "square units" when the question gave no unit. */
export function unitText(unit: string | undefined, dim: 1 | 2 | 3): string {
  if (unit) return dim === 1 ? unit : `${unit}^${dim}`;
  return dim === 1 ? "units" : dim === 2 ? "square units" : "cubic units";
}

function unitTex(unit: string | undefined, dim: 1 | 2 | 3): string {
  if (!unit) return `\\text{ ${unitText(unit, dim)}}`;
  return dim === 1 ? `\\text{ ${unit}}` : `\\text{ ${unit}}^{${dim}}`;
}

function impossible(
  _q: Question,
  why: string,
  shape: ShapeSpec,
  qty: Quantity,
  make: () => string[],
): SolverOutput {
  return {
    explanation: explanation({
      intro: `Before using a formula, let's check that this ${shape.name} can actually exist.`,
      steps: [{ title: "Check the measurements", body: why }],
      answer: `Not possible — no real ${shape.name} has these measurements, so its ${QUANTITY_NAMES[qty]} cannot be found.`,
    }),
    finalAnswer: "not possible",
    similarQuestions: make(),
    verified: true,
  };
}

/** Area, perimeter, volume and surface area of the standard figures, with π handled the school way. */
export const shapeSolver: Solver = {
  id: "mensuration",
  topic: "geometry",
  solve(q) {
    const t = q.text;
    const asked = quantity(t);
    const shape = SHAPES.find((s) => s.detect.test(t));
    if (!asked || !shape) return null;
    const solid = [CUBE, CUBOID, CYLINDER, CONE, SPHERE, HEMISPHERE].includes(shape);
    // Paper, canvas or cloth made into a cone (a tent, a cap) covers its curved surface only; a sheet
    // made into a cylinder is its whole surface only when it is said to be closed (the whole surface
    // of a paper cone was checked, 29 Nov 2026).
    const material = /\b(?:paper|canvas|cloth|sheet|tin|metal|cardboard)\b/.test(t) && asked === "area";
    if (material && shape === CYLINDER && !/\bclosed\b/.test(t)) return null;
    const qty: Quantity = material && shape === CONE ? "csa" : asked === "area" && solid ? "tsa" : asked;
    const make = shape.formulas[qty];
    const read = shape.read(t);
    if (!make || !read) return null;
    const pi = piChoice(t);
    const askWord = qty === "perimeter" && /circumference/.test(t) ? "circumference" : QUANTITY_NAMES[qty];
    const unit = read.unit ?? "";
    const similarQs = () =>
      similar(q.seed, q.raw, (r) => {
        const d = shape.random(r, !pi.exact && pi.value !== 3.14, read.dims);
        return `Find the ${askWord} of ${shape.describe(d, unit || "cm")}${pi.exact || !formulaUsesPi(make, d) ? "" : ` (use π = ${pi.value === 3.14 ? "3.14" : "22/7"})`}`;
      });
    const bad = Object.entries(read.dims).find(([, v]) => !(v > 0));
    if (bad) {
      const word = shape === CONE && bad[0] === "l" ? "slant height" : (DIM_WORDS[bad[0]] ?? "measurement");
      return impossible(
        q,
        `The ${word} is given as $${n(bad[1])}$${unit ? ` ${unit}` : ""}. A ${word} is a length, and a length can never be negative or zero, so a ${shape.name} like this does not exist. Please check the question — perhaps the minus sign is a typing mistake.`,
        shape,
        qty,
        similarQs,
      );
    }
    const invalid = shape.invalid?.(read.dims);
    if (invalid) return impossible(q, invalid, shape, qty, similarQs);
    const f = make(read.dims);
    if (!f || !Number.isFinite(f.coef)) return null;
    return render(q, shape, read, f, askWord, pi, similarQs());
  },
};

function formulaUsesPi(make: (d: Dims) => Formula | null, d: Dims): boolean {
  return make(d)?.pi ?? false;
}

function render(
  q: Question,
  shape: ShapeSpec,
  read: { dims: Dims; unit?: string; derived?: string },
  f: Formula,
  askWord: string,
  pi: ReturnType<typeof piChoice>,
  similarQuestions: string[],
): SolverOutput {
  const u = unitTex(read.unit, f.dim);
  const value = f.pi ? f.coef * pi.value : f.coef;
  const rounded = dec(value, 2);
  const steps: Step[] = [];
  if (read.derived) steps.push({ title: "Find the radius", body: read.derived });
  if (f.pre) steps.push({ title: "Work out what the formula needs", body: f.pre });
  steps.push({ title: "Write the formula", body: display(f.formula) });
  const coefTex = numTex(f.coef);
  const exact = f.pi ? `${coefTex === "1" ? "" : coefTex}\\pi` : f.exactTex;
  steps.push({
    title: "Substitute the values",
    body: display(
      `${f.formula.split("=")[0].trim()} = ${f.substituted}${exact ? ` = ${exact}` : ""}${!f.pi && !exact ? ` = ${rounded}` : ""}`,
    ),
  });
  if (f.pi) {
    steps.push({
      title: `Use ${pi.label}`,
      body: pi.exact
        ? display(`${exact} \\approx ${coefTex} \\times 3.14159 \\approx ${rounded}`)
        : display(`${exact} = ${coefTex} \\times ${pi.tex} = ${rounded}`),
    });
  } else if (exact) {
    steps.push({ title: "Write it as a decimal", body: display(`${exact} \\approx ${rounded}`) });
  }
  const unitPlain = unitText(read.unit, f.dim);
  const note =
    f.pi && pi.exact && Number.isInteger(Math.round(f.coef * 1e9) / 1e9) && (f.coef * 22) % 7 === 0
      ? `Many textbooks use $\\pi = \\frac{22}{7}$; with that value the answer is exactly $${dec((f.coef * 22) / 7, 2)}${u}$.`
      : undefined;
  // "How many litres": 1000 cm³ is a litre and a cubic metre 1000 litres.
  const litres = f.dim === 3 && IN_LITRES.test(q.text) && (read.unit === "cm" || read.unit === "m");
  if (litres) {
    const l = read.unit === "cm" ? value / 1000 : value * 1000;
    steps.push({
      title: "Convert to litres",
      body:
        read.unit === "cm"
          ? `$1000 \\text{ cm}^{3} = 1$ litre, so $${rounded} \\div 1000 = ${dec(l, 3)}$ litres.`
          : `$1 \\text{ m}^{3} = 1000$ litres, so $${rounded} \\times 1000 = ${dec(l, 2)}$ litres.`,
    });
    return {
      explanation: explanation({
        intro: `We need the ${askWord} of ${shape.describe(read.dims, read.unit ?? "")}, in litres.`,
        steps,
        answer: `It holds **${dec(l, 3)} litres**.`,
        note,
      }),
      finalAnswer: `${dec(l, 3)} litres`,
      similarQuestions,
      verified: true,
    };
  }
  // "In terms of π" asks for the multiple of π itself, not its decimal value.
  const inPi = f.pi && pi.exact && IN_TERMS_OF_PI.test(q.text);
  const coefPlain = numPlain(f.coef);
  return {
    explanation: explanation({
      intro: `We need the ${askWord} of ${shape.describe(read.dims, read.unit ?? "")}.`,
      steps,
      answer: inPi
        ? `In terms of π, the ${askWord} is **$${exact}${u}$** (about $${rounded}${u}$).`
        : `The ${askWord} is **$${rounded}${u}$**${f.pi && pi.exact ? " (to 2 decimal places)" : ""}.`,
      note: inPi ? undefined : note,
    }),
    finalAnswer: inPi
      ? `${coefPlain === "1" ? "" : coefPlain}π ${unitPlain}`.trim()
      : `${rounded} ${unitPlain}`,
    similarQuestions,
    verified: true,
  };
}

const IN_LITRES = /\bhow many (?:litres|liters)\b|\bin (?:litres|liters)\b/;
const IN_TERMS_OF_PI =
  /\bin terms of pi\b|\b(?:leave|keep|give|express) (?:the |your )?(?:answer|result) in (?:terms of )?pi\b/;
