import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";
import { measureOf, piChoice } from "./measures";
import { HEIGHT, readRadius, SIDE } from "./readers";

type Solid = "sphere" | "hemisphere" | "cylinder" | "cone" | "cube";

/** Volume of each solid over π-free units: V = k·π^p·(dims). */
const VOLUME: Record<Solid, { of: (d: Dims, pi: number) => number; tex: string }> = {
  sphere: { of: (d, pi) => (4 / 3) * pi * (d.r as number) ** 3, tex: "\\frac{4}{3}\\pi r^{3}" },
  hemisphere: { of: (d, pi) => (2 / 3) * pi * (d.r as number) ** 3, tex: "\\frac{2}{3}\\pi r^{3}" },
  cylinder: { of: (d, pi) => pi * (d.r as number) ** 2 * (d.h as number), tex: "\\pi r^{2} h" },
  cone: {
    of: (d, pi) => (1 / 3) * pi * (d.r as number) ** 2 * (d.h as number),
    tex: "\\frac{1}{3}\\pi r^{2} h",
  },
  cube: { of: (d) => (d.a as number) ** 3, tex: "a^{3}" },
};
type Dims = Partial<Record<"r" | "h" | "a", number>>;

/** The volume formula with the measures put in ("\\frac{4}{3}\\pi (3)^{3}"), an unknown shown by its letter. */
function substituted(solid: Solid, d: Dims): string {
  const v = (k: "r" | "h" | "a") => (d[k] !== undefined ? `(${show(d[k] as number)})` : k);
  switch (solid) {
    case "sphere":
      return `\\frac{4}{3}\\pi ${v("r")}^{3}`;
    case "hemisphere":
      return `\\frac{2}{3}\\pi ${v("r")}^{3}`;
    case "cylinder":
      return `\\pi ${v("r")}^{2} ${v("h")}`;
    case "cone":
      return `\\frac{1}{3}\\pi ${v("r")}^{2} ${v("h")}`;
    case "cube":
      return `${v("a")}^{3}`;
  }
}

const SOLID =
  /\b(hemisphere|sphere|cylinder|cone|cube)s?\b|\b(hemispherical|spherical|cylindrical|conical|cubical)\b/;
const ADJ: Record<string, Solid> = {
  hemispherical: "hemisphere",
  spherical: "sphere",
  cylindrical: "cylinder",
  conical: "cone",
  cubical: "cube",
};

function solidOf(text: string): Solid | null {
  const m = text.match(SOLID);
  return m ? ((m[1] as Solid | undefined) ?? ADJ[m[2] as string] ?? null) : null;
}

function dimsOf(solid: Solid, text: string): Dims {
  const r = readRadius(text);
  const h = measureOf(
    text,
    HEIGHT.names.filter((x) => x !== "altitude"),
    HEIGHT.after,
  );
  const a = measureOf(text, SIDE.names.concat(["edge"]), SIDE.after);
  if (solid === "cube") return a ? { a: a.value } : {};
  return {
    ...(r ? { r: r.r } : {}),
    ...(h && (solid === "cylinder" || solid === "cone") ? { h: h.value } : {}),
  };
}

/**
 * A solid melted and recast into another ("a sphere of radius 3 cm is melted and recast into a cylinder
 * of radius 3 cm; find its height"): the volume stays the same, so the new solid's one unknown
 * measure, or how many of them are made, comes from equal volumes. Checked by working out the new
 * solid's volume with the answer. One unit throughout; π cancels unless only one side has it.
 */
export const recastSolver: Solver = {
  id: "recast",
  topic: "geometry",
  solve(q) {
    const t = q.text;
    const cut = t.search(
      /\b(?:recast|remoulded|re-?moulded|reshaped|converted|made|formed|cast)\s+(?:in)?to\b/,
    );
    if (cut < 0 || !/\bmelted\b|\brecast\b|\breshaped\b|\bremoulded\b/.test(t)) return null;
    const before = t.slice(0, cut);
    const after = t.slice(cut);
    const from = solidOf(before);
    const into = solidOf(after);
    if (!from || !into) return null;
    const ask = after.match(/\b(?:find|what is|calculate|determine|how many)\b.*$/)?.[0] ?? "";
    const given = after.slice(0, after.length - ask.length);
    const a = dimsOf(from, before);
    const need = from === "cube" ? ["a"] : from === "cylinder" || from === "cone" ? ["r", "h"] : ["r"];
    if (!need.every((k) => (a as Record<string, number>)[k] > 0)) return null;
    const pi = piChoice(t).value;
    const volume = VOLUME[from].of(a, pi);
    const b = dimsOf(into, given);
    const howMany = /\bhow many\b|\bnumber of\b/.test(ask);
    const unknowns = (
      into === "cube" ? ["a"] : into === "cylinder" || into === "cone" ? ["r", "h"] : ["r"]
    ).filter((k) => !((b as Record<string, number>)[k] > 0));
    let value: number;
    let name: string;
    if (howMany) {
      if (unknowns.length !== 0) return null;
      value = volume / VOLUME[into].of(b, pi);
      name = `number of ${into}s`;
      if (!Number.isFinite(value) || Math.abs(value - Math.round(value)) > 1e-6) return null;
      value = Math.round(value);
    } else {
      if (unknowns.length !== 1) return null;
      const k = unknowns[0] as "r" | "h" | "a";
      const asked = ask.match(/\b(radius|height|diameter|edge|side)\b/)?.[1];
      const wanted =
        asked === "diameter"
          ? "r"
          : asked === "height"
            ? "h"
            : asked === "edge" || asked === "side"
              ? "a"
              : asked === "radius"
                ? "r"
                : null;
      if (wanted !== k) return null;
      const at1 = VOLUME[into].of({ ...b, [k]: 1 }, pi);
      const power = k === "h" ? 1 : into === "cube" || into === "sphere" || into === "hemisphere" ? 3 : 2;
      const x = (volume / at1) ** (1 / power);
      value = asked === "diameter" ? 2 * x : x;
      name = asked as string;
      if (Math.abs(VOLUME[into].of({ ...b, [k]: x }, pi) - volume) > 1e-6 * volume) return null;
    }
    const unit = readRadius(before)?.unit ?? "";
    const shown = howMany ? String(value) : `${dec(value, 2)}${unit ? ` ${unit}` : ""}`;
    return {
      explanation: explanation({
        intro: `Melting and recasting keeps the volume: the ${from}'s volume equals the ${howMany ? `total volume of the ${into}s` : `${into}'s`}.`,
        steps: [
          {
            title: `Volume of the ${from}`,
            body: display(`V = ${VOLUME[from].tex} = ${substituted(from, a)} = ${dec(volume, 2)}`),
          },
          {
            title: howMany ? `How many ${into}s` : `The ${into}'s ${name}`,
            body: display(
              howMany
                ? `\\frac{${dec(volume, 2)}}{${substituted(into, b)}} = \\frac{${dec(volume, 2)}}{${dec(VOLUME[into].of(b, pi), 2)}} = ${show(value)}`
                : `${substituted(into, b)} = ${dec(volume, 2)} \\Rightarrow ${name === "diameter" ? "d" : name[0]} = ${dec(value, 2)}`,
            ),
          },
        ],
        answer: `The ${name} is **${shown}**.`,
      }),
      finalAnswer: shown,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const rad = r.int(2, 6);
        return `A metallic sphere of radius ${rad} cm is melted and recast into a cylinder of radius ${rad} cm. Find the height of the cylinder.`;
      }),
      verified: true,
    };
  },
};
