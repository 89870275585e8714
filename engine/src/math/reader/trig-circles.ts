import { display, explanation } from "../explain";
import { dec, fracPlain, fracTex, ratio, show } from "../format";
import { similar } from "../rng";
import type { Question, Solver, SolverOutput } from "../types";

const RATIOS = ["sin", "cos", "tan", "cosec", "sec", "cot"] as const;
type Ratio = (typeof RATIOS)[number];

// Each ratio as (side over side) of a right triangle: opposite, adjacent, hypotenuse.
const SIDES: Record<Ratio, ["o" | "a" | "h", "o" | "a" | "h"]> = {
  sin: ["o", "h"],
  cos: ["a", "h"],
  tan: ["o", "a"],
  cosec: ["h", "o"],
  sec: ["h", "a"],
  cot: ["a", "o"],
};

const SIDE_NAME = { o: "opposite side", a: "adjacent side", h: "hypotenuse" };

function out(
  q: Question,
  intro: string,
  steps: { title: string; body: string }[],
  answer: string,
  make: (r: import("../rng").Rng) => string,
): SolverOutput {
  return {
    explanation: explanation({ intro, steps, answer: `**${answer}**` }),
    finalAnswer: answer,
    similarQuestions: similar(q.seed, q.raw, make),
    verified: true,
  };
}

/**
 * Trigonometric ratios from one ratio (class 10): "If sin A = 3/5, find cos A and tan A". The
 * given ratio fixes two sides of a right triangle; Pythagoras gives the third.
 */
export const trigRatioSolver: Solver = {
  id: "trig-ratios-from-one",
  topic: "geometry",
  solve(q) {
    const t = q.text.replace(/\bcsc\b/g, "cosec");
    const given = t.match(/\b(sin|cos|tan|cosec|sec|cot)\s*\(?([a-z])\)?\s*=\s*(\d+)\s*\/\s*(\d+)\b/);
    if (!given || q.numbers.length !== 2) return null;
    const angle = given[2];
    const asked = [
      ...t.slice((given.index ?? 0) + given[0].length).matchAll(/\b(sin|cos|tan|cosec|sec|cot)\b/g),
    ]
      .map((m) => m[1] as Ratio)
      .filter((r, i, all) => all.indexOf(r) === i && r !== given[1]);
    if (!asked.length || !/\b(?:find|what|evaluate|determine|calculate)\b/.test(t)) return null;
    const [top, bottom] = SIDES[given[1] as Ratio];
    const p = Number(given[3]);
    const r = Number(given[4]);
    const side: Record<string, number> = { [top]: p, [bottom]: r };
    const missing = (["o", "a", "h"] as const).find((s) => !(s in side));
    if (!missing) return null;
    const sq =
      missing === "h" ? side.o ** 2 + side.a ** 2 : (side.h ?? 0) ** 2 - (side.o ?? side.a ?? 0) ** 2;
    if (sq <= 0) return null;
    const third = Math.sqrt(sq);
    if (!Number.isInteger(third)) return null;
    side[missing] = third;
    const parts = asked.map((a) => {
      const [n, d] = SIDES[a];
      const v = ratio(side[n], side[d]);
      return { name: a, tex: fracTex(v), plain: fracPlain(v) };
    });
    const answer = parts.map((x) => `${x.name} ${angle} = ${x.plain}`).join(", ");
    return out(
      q,
      `$\\${given[1] === "cosec" ? "csc" : given[1]} ${angle} = \\frac{${p}}{${r}}$ means, in a right triangle, ${SIDE_NAME[top]} : ${SIDE_NAME[bottom]} = ${p} : ${r}.`,
      [
        {
          title: `Find the ${SIDE_NAME[missing]} by Pythagoras`,
          body: display(
            `${missing === "h" ? `\\sqrt{${side.o}^2 + ${side.a}^2}` : `\\sqrt{${side.h}^2 - ${side.o ?? side.a}^2}`} = \\sqrt{${show(sq)}} = ${show(third)}`,
          ),
        },
        {
          title: "Write the asked ratios",
          body: parts
            .map((x) => display(`\\${x.name === "cosec" ? "csc" : x.name} ${angle} = ${x.tex}`))
            .join("\n"),
        },
      ],
      answer,
      (g) => `If sin A = 3/5, find ${g.pick(["cos A", "tan A", "cos A and tan A", "sec A"])}.`,
    );
  },
};

const RAD = Math.PI / 180;

/** Areas related to circles (class 10): arc length, sector area and segment area for radius r and angle θ. */
export const circlePartsSolver: Solver = {
  id: "arc-sector-segment",
  topic: "geometry",
  solve(q) {
    const t = q.text;
    const part = t.match(/\b(arc|sector|segment)\b/)?.[1];
    const r = t.match(/\bradius (?:of |is |= )?([\d.]+)\s*(cm|m|mm)?\b/);
    const th =
      t.match(/\b(?:angle (?:of |is |= )?|subtend(?:s|ing)? (?:an angle of )?)([\d.]+) degrees\b/) ??
      t.match(/\b([\d.]+) degrees\b/);
    if (
      !part ||
      !r ||
      !th ||
      q.numbers.length - (/3\.14|22\s*\/\s*7/.test(t) ? (/3\.14/.test(t) ? 1 : 2) : 0) !== 2
    )
      return null;
    if (part === "arc" && !/\blength\b/.test(t)) return null;
    if (part !== "arc" && !/\barea\b/.test(t)) return null;
    if (part === "segment" && !/\bminor\b|\bsegment\b/.test(t)) return null;
    const radius = Number(r[1]);
    const angle = Number(th[1]);
    if (angle <= 0 || angle >= 360) return null;
    const u = r[2] ?? "";
    const pi = /3\.14/.test(t) ? 3.14 : 22 / 7;
    const piTex = pi === 3.14 ? "3.14" : "\\frac{22}{7}";
    const fraction = `\\frac{${show(angle)}}{360}`;
    let value: number;
    let body: string;
    let intro: string;
    if (part === "arc") {
      value = (angle / 360) * 2 * pi * radius;
      intro = "An arc of angle θ is θ/360 of the circumference 2πr.";
      body = display(`l = ${fraction} \\times 2 \\times ${piTex} \\times ${show(radius)} = ${dec(value, 2)}`);
    } else if (part === "sector") {
      value = (angle / 360) * pi * radius ** 2;
      intro = "A sector of angle θ is θ/360 of the circle's area πr².";
      body = display(`A = ${fraction} \\times ${piTex} \\times ${show(radius)}^2 = ${dec(value, 2)}`);
    } else {
      const sector = (angle / 360) * pi * radius ** 2;
      const triangle = 0.5 * radius ** 2 * Math.sin(angle * RAD);
      value = sector - triangle;
      intro =
        "The minor segment is the sector minus the triangle formed by the two radii: θ/360 × πr² − ½ r² sin θ.";
      body = display(
        `${fraction} \\times ${piTex} \\times ${show(radius)}^2 - \\frac{1}{2} \\times ${show(radius)}^2 \\times \\sin ${show(angle)}^\\circ = ${dec(sector, 2)} - ${dec(triangle, 2)} = ${dec(value, 2)}`,
      );
    }
    const unit = u ? (part === "arc" ? ` ${u}` : ` ${u}^2`) : "";
    return out(
      q,
      `${intro} Here $r = ${show(radius)}$${u ? ` ${u}` : ""} and $\\theta = ${show(angle)}^\\circ$ (taking $\\pi = ${pi === 3.14 ? "3.14" : "22/7"}$).`,
      [{ title: `The ${part}`, body }],
      `${dec(value, 2)}${unit}`,
      (g) =>
        `Find the ${part === "arc" ? "length of the arc" : `area of the ${part}`} of a circle of radius ${g.pick([7, 14, 21, 28])} cm with angle ${g.pick([30, 45, 60, 90, 120])} degrees.`,
    );
  },
};

type Side = "vertical" | "horizontal" | "slant";

function sideOf(words: string): Side | null {
  if (/\b(?:away|from (?:its|the) (?:foot|base|wall|bottom)|shadow|distance|from the wall|far)\b/.test(words))
    return "horizontal";
  if (/\b(?:high|tall|height|deep)\b/.test(words)) return "vertical";
  if (/\b(?:long|length of (?:the |a )?(?:ladder|string|rope|wire|slide))\b/.test(words)) return "slant";
  return null;
}

const SIDE_WORD: Record<Side, string> = {
  vertical: "height",
  horizontal: "horizontal distance",
  slant: "slant length",
};

/**
 * Heights and distances (class 10): a right triangle made by the ground, something upright and a
 * line of sight, ladder or string. One length and the angle with the ground give the asked side.
 */
export const heightsSolver: Solver = {
  id: "heights-and-distances",
  topic: "geometry",
  solve(q) {
    const t = q.text;
    const angle = /\bangle\b|\binclined\b|\binclination\b/.test(t)
      ? t.match(/([\d.]+) degrees( with the (?:wall|vertical))?/)
      : null;
    if (!angle || q.numbers.length !== 2) return null;
    const len = t.match(/([\d.]+)\s*(m|cm|km|metres?|meters?)\b/);
    if (!len) return null;
    const value = Number(len[1]);
    const i = len.index ?? 0;
    const around = `${t.slice(Math.max(0, i - 40), i)} ${t.slice(i, i + 45)}`;
    const known =
      sideOf(t.slice(i, i + len[0].length + 12)) ?? sideOf(t.slice(Math.max(0, i - 25), i)) ?? sideOf(around);
    const ask = t.match(/\b(?:find|what is|how|calculate|determine)\b([^.?]*)[.?]?\s*$/)?.[1] ?? "";
    const asked: Side | null = /\bheight\b|\bhigh\b|\btall\b/.test(ask)
      ? "vertical"
      : /\blength of (?:the |a )?(?:ladder|string|rope|wire|slide)\b|\bhow long\b/.test(ask)
        ? "slant"
        : /\bdistance\b|\bhow far\b|\bshadow\b/.test(ask)
          ? "horizontal"
          : null;
    if (!known || !asked || known === asked) return null;
    const theta = angle[2] ? 90 - Number(angle[1]) : Number(angle[1]);
    if (theta <= 0 || theta >= 90) return null;
    const rad = theta * RAD;
    const ratioFor: Record<Side, number> = { vertical: Math.sin(rad), horizontal: Math.cos(rad), slant: 1 };
    const result = (value / ratioFor[known]) * ratioFor[asked];
    const fn =
      known === "horizontal" && asked === "vertical"
        ? "\\tan"
        : known === "vertical" && asked === "horizontal"
          ? "\\cot"
          : known === "slant"
            ? asked === "vertical"
              ? "\\sin"
              : "\\cos"
            : asked === "slant" && known === "horizontal"
              ? "\\sec"
              : "\\csc";
    const unit = len[2].startsWith("met") ? "m" : len[2];
    const answer = `${dec(result, 2)} ${unit}`;
    return out(
      q,
      `The ground, the upright side and the slant line form a right triangle with angle $${show(theta)}^\\circ$ at the ground${angle[2] ? ` ($90^\\circ - ${show(Number(angle[1]))}^\\circ$, as the angle given is with the wall)` : ""}. Known: the ${SIDE_WORD[known]}, ${show(value)} ${unit}; asked: the ${SIDE_WORD[asked]}.`,
      [
        {
          title: "Use the ratio that links the two sides",
          body: display(
            `\\text{${SIDE_WORD[asked]}} = ${show(value)} \\times ${fn} ${show(theta)}^\\circ = ${dec(result, 2)}`,
          ),
        },
      ],
      answer,
      (g) =>
        `The angle of elevation of the top of a tower from a point ${g.pick([10, 20, 30, 40, 50])} m away from its foot is ${g.pick([30, 45, 60])} degrees. Find the height of the tower.`,
    );
  },
};
