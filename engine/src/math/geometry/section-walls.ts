import { display, explanation } from "../explain";
import { dec, gcd, numPlain, numTex, show } from "../format";
import { similar } from "../rng";
import type { Solver, SolverOutput } from "../types";
import { measureOf, piChoice } from "./measures";
import { HEIGHT } from "./readers";

/**
 * Three more one-formula readers:
 * - the ratio in which a point divides a segment: from the x (or y) coordinates, k = (x − x₁)/(x₂ − x),
 *   checked on both coordinates (a point off the line declines);
 * - the four walls of a room l × b × h: 2(l + b)h, and the cost at a rate per square metre;
 * - the area a clock's minute hand sweeps in m minutes: a sector of angle 6m°.
 */
export const sectionWallsSolver: Solver = {
  id: "section-walls",
  topic: "geometry",
  solve(q) {
    return sectionRatio(q) ?? walls(q) ?? minuteHand(q);
  },
};

const COORD = String.raw`(-?\d+(?:\.\d+)?|[a-z])`;
const PT_OR_UNKNOWN = String.raw`\(\s*${COORD}\s*,\s*${COORD}\s*\)`;

function sectionRatio(q: { text: string; seed: number; raw: string }): SolverOutput | null {
  const t = q.text;
  if (!/\bratio\b/.test(t) || !/\bdivides?\b/.test(t)) return null;
  const found = [...t.matchAll(new RegExp(PT_OR_UNKNOWN, "g"))].map((m) => [m[1] as string, m[2] as string]);
  // "the x-axis divides the join of A and B": the point is (x, 0) on it; the y-axis's is (0, y).
  const axis = t.match(/\b(?:the )?([xy])[- ]axis divides\b/)?.[1];
  if (axis && found.length === 2) found.unshift(axis === "x" ? ["x", "0"] : ["0", "y"]);
  if (found.length !== 3) return null;
  const [pRaw, aRaw, bRaw] = found as [[string, string], [string, string], [string, string]];
  // The ends are known; the point may have one coordinate unknown ("(2, y)"), found afterwards.
  if ([...aRaw, ...bRaw].some((c) => /[a-z]/.test(c))) return null;
  const a = aRaw.map(Number) as [number, number];
  const b = bRaw.map(Number) as [number, number];
  const unknownAt = pRaw.findIndex((c) => /[a-z]/.test(c));
  if (pRaw.every((c) => /[a-z]/.test(c))) return null;
  const letter = unknownAt >= 0 ? (pRaw[unknownAt] as string) : null;
  const known = (unknownAt === 0 ? 1 : 0) as 0 | 1;
  const p = pRaw.map((c) => (/[a-z]/.test(c) ? Number.NaN : Number(c))) as [number, number];
  const k = (i: 0 | 1) => (p[i] - a[i]) / (b[i] - p[i]);
  const kx = b[0] !== p[0] && !Number.isNaN(p[0]) ? k(0) : null;
  const ky = b[1] !== p[1] && !Number.isNaN(p[1]) ? k(1) : null;
  const ratio = letter ? (known === 0 ? kx : ky) : (kx ?? ky);
  if (ratio === null || !(ratio > 0) || (kx !== null && ky !== null && Math.abs(kx - ky) > 1e-9)) return null;
  // m : n in whole numbers.
  let m = ratio;
  let n = 1;
  for (let d = 1; d <= 100; d++) {
    if (Math.abs(ratio * d - Math.round(ratio * d)) < 1e-9) {
      m = Math.round(ratio * d);
      n = d;
      break;
    }
  }
  if (!Number.isInteger(m)) return null;
  const g = gcd(m, n);
  [m, n] = [m / g, n / g];
  // The section formula gives the point: its unknown coordinate, and back the known one.
  const back = [0, 1].map(
    (i) => (m * (b[i as 0 | 1] as number) + n * (a[i as 0 | 1] as number)) / (m + n),
  ) as [number, number];
  if (Math.abs(back[known] - p[known]) > 1e-9) return null;
  if (!letter && Math.abs(back[1 - known] - p[1 - known]) > 1e-9) return null;
  const found2 = letter ? back[unknownAt as 0 | 1] : null;
  const pShown = pRaw.map((c) => (/[a-z]/.test(c) ? c : show(Number(c)))).join(", ");
  const pFull = `${numPlain(back[0])}, ${numPlain(back[1])}`;
  // The unknown coordinate is part of the answer when it is asked ("also find y", "find the point").
  const asksLetter =
    letter !== null &&
    (new RegExp(
      String.raw`\b(?:find|and|also|hence|value of)\s+(?:the\s+)?(?:value\s+of\s+)?${letter}\b`,
    ).test(t) ||
      /\b(?:point of (?:intersection|division)|coordinates of the point|also find the point|find the point)\b/.test(
        t,
      ));
  const asksPoint = axis !== undefined && asksLetter;
  const xi = known;
  const coordName = xi === 0 ? "x" : "y";
  const finalAnswer = asksLetter
    ? asksPoint
      ? `${m}:${n}, (${pFull})`
      : `${m}:${n}, ${letter} = ${numPlain(found2 as number)}`
    : `${m}:${n}`;
  return {
    explanation: explanation({
      intro: `Let $P(${pShown})$ divide the line segment joining $A(${show(a[0])}, ${show(a[1])})$ and $B(${show(b[0])}, ${show(b[1])})$ in the ratio $k : 1$. By the section formula, $${coordName} = \\frac{k ${coordName}_2 + ${coordName}_1}{k + 1}$.`,
      steps: [
        {
          title: "Solve for k",
          body: display(
            `${show(p[xi])} = \\frac{${show(b[xi])}k + ${a[xi] < 0 ? `(${show(a[xi])})` : show(a[xi])}}{k + 1} \\Rightarrow k = ${dec(ratio, 4)}`,
          ),
        },
        letter
          ? {
              title: `Find ${letter}`,
              body: display(
                `${letter} = \\frac{${m} \\times ${show(b[1 - xi] as number)} + ${n} \\times ${show(a[1 - xi] as number)}}{${m + n}} = ${numTex(found2 as number)}`,
              ),
            }
          : {
              title: "Check with both coordinates",
              body: `With ${m} : ${n}, $\\left(\\frac{${m} \\times ${show(b[0])} + ${n} \\times ${show(a[0])}}{${m + n}}, \\frac{${m} \\times ${show(b[1])} + ${n} \\times ${show(a[1])}}{${m + n}}\\right) = (${show(p[0])}, ${show(p[1])})$ ✓`,
            },
      ],
      answer: `P divides AB internally in the ratio **${m}:${n}**${letter ? `, and ${letter} = **${numPlain(found2 as number)}**: P is (${pFull})` : ""}.`,
    }),
    finalAnswer,
    similarQuestions: similar(q.seed, q.raw, (r) => {
      const [x1, y1, x2, y2] = [r.int(-5, 2), r.int(-5, 2), r.int(5, 10), r.int(5, 10)];
      return `In what ratio does the point (${(x1 + 2 * x2) / 3}, ${(y1 + 2 * y2) / 3}) divide the line segment joining (${x1}, ${y1}) and (${x2}, ${y2})?`;
    }),
    verified: true,
  };
}

type Measure = { value: number; unit?: string };

/** A room's length, breadth and height: named one by one, as a list in that order, or "l m × b m × h m". */
function roomMeasures(t: string): [Measure, Measure, Measure] | null {
  const l = measureOf(t, ["length"], ["long"]);
  const b = measureOf(t, ["breadth", "width"], ["wide", "broad"]);
  const h = measureOf(
    t,
    HEIGHT.names.filter((x) => x !== "altitude"),
    HEIGHT.after,
  );
  if (l && b && h) return [l, b, h];
  const N = String.raw`(\d+(?:\.\d+)?)\s*(m|cm)?`;
  const list =
    t.match(
      new RegExp(
        String.raw`\blength,?\s+(?:breadth|width)\s+and\s+height\s+(?:of\s+(?:a|the)\s+(?:room|hall|classroom)\s+)?are\s+(?:respectively\s+)?${N}\s*,\s*${N}\s*,?\s*and\s+${N}`,
      ),
    ) ?? t.match(new RegExp(String.raw`\b${N}\s*(?:by|x|×|\*)\s*${N}\s*(?:by|x|×|\*)\s*${N}`));
  if (!list) return null;
  const unitAt = (i: number) => list[i] ?? list[6];
  return [
    { value: Number(list[1]), unit: unitAt(2) },
    { value: Number(list[3]), unit: unitAt(4) },
    { value: Number(list[5]), unit: list[6] },
  ];
}

function walls(q: { text: string; seed: number; raw: string }): SolverOutput | null {
  const t = q.text;
  // "the four walls", "the walls", "its walls": all four walls of a room (or hall, classroom).
  if (!/\b(?:four |4 |the |its )walls\b/.test(t) || !/\b(?:room|hall|classroom|class room)\b/.test(t))
    return null;
  // Doors and windows left out, or a roof, are other questions; a ceiling (or floor) named with the
  // walls ("the walls and the ceiling") is one more rectangle l × b, counted once.
  if (/\b(?:doors?|windows?|roof|ventilators?)\b/.test(t)) return null;
  const extras = (["ceiling", "floor"] as const).filter((w) =>
    new RegExp(
      String.raw`\bwalls(?:\s+of\s+(?:the|a|this|that)\s+(?:room|hall|classroom))?\s+(?:and|as well as|along with|including|with|\+|&)\s+(?:the\s+|its\s+)?(?:(?:ceiling|floor)\s+and\s+(?:the\s+)?)?${w}\b`,
    ).test(t),
  );
  if ((t.match(/\b(?:ceiling|floor)\b/g) ?? []).length !== extras.length) return null;
  const [l, b, h] = roomMeasures(t) ?? [];
  if (!l || !b || !h) return null;
  const units = new Set([l.unit, b.unit, h.unit].filter(Boolean));
  if (units.size > 1) return null;
  const unit = [...units][0] ?? "m";
  const wallArea = 2 * (l.value + b.value) * h.value;
  const area = wallArea + extras.length * l.value * b.value;
  const rates = [
    ...t.matchAll(
      /₹\s*(\d+(?:\.\d+)?)\s*(?:per|\/|a|for (?:each|every|1|one))\s*(?:sq(?:uare)?\.?\s*)?(m|metre|meter|cm|centimetre|centimeter)(?:s?\s*\^2|²|\s*square)?\b/g,
    ),
  ];
  if (rates.length > 1) return null;
  const rate = rates[0];
  // The rate is per square unit of the room's own unit.
  if (rate && (rate[2]?.startsWith("c") ? "cm" : "m") !== unit) return null;
  const cost = rate ? area * Number(rate[1]) : null;
  if (/\b(?:cost|expense|expenditure|how much will it cost|charges?)\b/.test(t) !== (cost !== null))
    return null;
  if ((t.match(/₹/g) ?? []).length !== (rate ? 1 : 0)) return null;
  const named = extras.length ? `the four walls and the ${extras.join(" and the ")}` : "the four walls";
  const formula = extras.length
    ? `2(${show(l.value)} + ${show(b.value)}) \\times ${show(h.value)}${extras.map(() => ` + ${show(l.value)} \\times ${show(b.value)}`).join("")}`
    : `2(${show(l.value)} + ${show(b.value)}) \\times ${show(h.value)}`;
  return {
    explanation: explanation({
      intro: `The four walls of a room ${show(l.value)} × ${show(b.value)} × ${show(h.value)} ${unit} are two pairs of rectangles, all of the room's height: together $2(l + b)h$.${extras.length ? ` The ${extras.join(" and the ")} ${extras.length > 1 ? "are each" : "is"} one more rectangle $l \\times b$.` : ""}`,
      steps: [
        {
          title: `Area of ${named}`,
          body: display(`${formula} = ${show(area)} \\text{ ${unit}}^{2}`),
        },
        ...(cost !== null
          ? [{ title: "Cost", body: display(`${show(area)} \\times ₹${rate?.[1]} = ₹${show(cost)}`) }]
          : []),
      ],
      answer:
        cost !== null
          ? `The cost is **₹${show(cost)}**.`
          : `The area of ${named} is **${show(area)} ${unit}²**.`,
    }),
    finalAnswer: cost !== null ? `₹${show(cost)}` : `${show(area)} ${unit}^2`,
    similarQuestions: similar(
      q.seed,
      q.raw,
      (r) =>
        `Find the area of the four walls of a room ${r.int(5, 12)} m long, ${r.int(3, 8)} m wide and ${r.int(3, 5)} m high.`,
    ),
    verified: true,
  };
}

function minuteHand(q: { text: string; seed: number; raw: string }): SolverOutput | null {
  const t = q.text;
  // The hand's length and the time may be in separate sentences ("The minute hand is 14 cm long. Find
  // the area swept in 5 minutes."), but there is one of each, and no hour hand to mix them up with.
  const lengths = [...t.matchAll(/\bminute hand\b[^?]*?\b(\d+(?:\.\d+)?)\s*(cm|mm|m)\b/g)];
  const times = [...t.matchAll(/\bin (\d+(?:\.\d+)?) minutes?\b/g)];
  const m = lengths[0];
  if (!m || lengths.length > 1 || times.length !== 1 || /\bhour hand\b/.test(t)) return null;
  if (!/\barea\b/.test(t) || !/\b(?:swept|sweeps|covers?)\b/.test(t)) return null;
  const r = Number(m[1]);
  const minutes = Number(times[0]?.[1]);
  if (!(minutes > 0 && minutes <= 60)) return null;
  const angle = minutes * 6;
  const pi = piChoice(t);
  const exactPi = pi.exact ? 22 / 7 : pi.value;
  const value = (angle / 360) * exactPi * r * r;
  return {
    explanation: explanation({
      intro: `The minute hand turns 360° in 60 minutes, 6° a minute, so in ${show(minutes)} minutes it sweeps a sector of angle ${show(angle)}° with radius ${show(r)} ${m[2]}.`,
      steps: [
        {
          title: `Sector area${pi.exact ? " (taking π = 22/7)" : ""}`,
          body: display(
            `\\frac{${show(angle)}}{360} \\times ${pi.exact ? "\\frac{22}{7}" : pi.tex} \\times ${show(r)}^{2} = ${dec(value, 2)}`,
          ),
        },
      ],
      answer: `The area swept is **${dec(value, 2)} ${m[2]}²**.`,
    }),
    finalAnswer: `${dec(value, 2)} ${m[2]}^2`,
    similarQuestions: similar(
      q.seed,
      q.raw,
      (g) =>
        `Find the area swept by the minute hand of length ${g.pick([7, 14, 21])} cm in ${g.pick([5, 10, 15, 20])} minutes.`,
    ),
    verified: true,
  };
}
