import { display, explanation, type Step } from "../explain";
import { fracPlain, show, toRatio } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";
import { listAfter } from "./progressions";

type Key = "a" | "d" | "l" | "n" | "s";

const NUM = String.raw`(-?\d+(?:\.\d+)?)`;
const OF_AP = String.raw`(?: of (?:an?|the|this|that|its) (?:a\.?p\.?|arithmetic progression|progression))?`;
const IS = String.raw`${OF_AP}\s*(?:is|=|was|of|as)?\s*`;

/** How each of an AP's five quantities is said, in words or symbols. */
const SAID: Record<Key, RegExp> = {
  a: new RegExp(String.raw`\bfirst term${IS}${NUM}|\ba\s*=\s*${NUM}`, "g"),
  d: new RegExp(String.raw`\bcommon difference${IS}${NUM}|\bd\s*=\s*${NUM}`, "g"),
  l: new RegExp(String.raw`\blast term${IS}${NUM}|\b(?:l|a_?n|a_\{n\}|an)\s*=\s*${NUM}`, "g"),
  n: new RegExp(
    String.raw`\bnumber of terms${IS}${NUM}|\bn\s*=\s*${NUM}|\b(?:there are|has|having|with|of)(?: a)?(?: total(?: of)?)? ${NUM} terms\b`,
    "g",
  ),
  s: new RegExp(
    String.raw`\bsum(?: of (?:all )?(?:the |its )?(?:terms|a\.?p\.?|progression))?${IS}${NUM}|\bs_?n\s*=\s*${NUM}|\bs\s*=\s*${NUM}|\bs_\{n\}\s*=\s*${NUM}`,
    "g",
  ),
};

/** How each quantity is asked for. */
const ASKED: Record<Key, RegExp> = {
  // A bare "a" or "an" is the article unless nothing follows it ("find n and an").
  a: /\bfirst term\b|\ba\b(?!\s*=)(?!\s+[a-z])/,
  d: /\bcommon difference\b|\bd\b(?!\s*=)/,
  l: /\blast term\b|\b(?:a_?n|a_\{n\})\b(?!\s*=)(?!\s+[a-z])/,
  n: /\bnumber of terms\b|\bhow many terms\b|\bn\b(?!\s*=)/,
  s: /\bsum\b|\bs_?n\b(?!\s*=)|\bs_\{n\}(?!\s*=)/,
};

/** A value as a school answer writes it: 16, 2.5, or 7/3 rather than 2.3333. */
function plain(v: number): string {
  if (Number.isInteger(v)) return show(v);
  const r = toRatio(v, 100);
  return r && Math.abs(r.n / r.d - v) < 1e-9 && r.d !== 1 && !/^-?\d+(?:\.\d{1,2})?$/.test(show(v))
    ? fracPlain(r)
    : show(v);
}

const NAME: Record<Key, string> = {
  a: "first term a",
  d: "common difference d",
  l: "last term l",
  n: "number of terms n",
  s: "sum S",
};

/** A positive whole number of terms from A·n² + B·n + C = 0, or null when there is not exactly one. */
function termsFromQuadratic(A: number, B: number, C: number): number | null {
  const roots =
    A === 0
      ? [-C / B]
      : [(-B + Math.sqrt(B * B - 4 * A * C)) / (2 * A), (-B - Math.sqrt(B * B - 4 * A * C)) / (2 * A)];
  const whole = [
    ...new Set(
      roots.filter((r) => Number.isFinite(r) && r >= 1 && Math.abs(r - Math.round(r)) < 1e-9).map(Math.round),
    ),
  ];
  return whole.length === 1 ? (whole[0] as number) : null;
}

/**
 * An AP known through three of its five quantities (first term a, common difference d, last term l,
 * number of terms n, sum S), the other two asked: "the first term of an AP is 5, the last term 45 and the
 * sum 400: find the number of terms and the common difference" (NCERT class 10, exercise 5.3). Uses
 * l = a + (n − 1)d and S = n/2 (a + l); the answer is accepted only when n is a whole number and every
 * relation holds with the values found.
 */
export const apFactsSolver: Solver = {
  id: "ap-facts",
  topic: "algebra",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ");
    if (!/\b(?:a\.?p\.?|arithmetic progression|arithmetic sequence|progression)\b/.test(t)) return null;
    const split = t.match(/^(.*?)\b(find|how many|what is|what are|determine|calculate)\b(.*)$/);
    if (!split) return null;
    // Facts may come after the ask ("how many terms of the AP 9, 17, 25, … give a sum of 636?").
    const givenText = t;
    let askText = `${split[2]} ${split[3]}`.replace(/\s+/g, " ");
    const known: Partial<Record<Key, number>> = {};
    for (const key of Object.keys(SAID) as Key[]) {
      const found = [...givenText.matchAll(SAID[key])];
      if (found.length > 1) return null;
      const m = found[0];
      if (m) {
        known[key] = Number(m.slice(1).find((g) => g !== undefined));
        askText = askText.replace(m[0], " ");
      }
    }
    // A term named by its place ("a13 = 35") is a last term with its n; a list ("9, 17, 25, …") gives a and d.
    const placed = [...givenText.matchAll(/\ba_?\{?(\d+)\}?\s*=\s*(-?\d+(?:\.\d+)?)/g)];
    for (const p of placed) askText = askText.replace(p[0], " ");
    if (placed.length > 1) return null;
    if (placed[0]) {
      if (known.l !== undefined || (known.n !== undefined && known.n !== Number(placed[0][1]))) return null;
      known.l = Number(placed[0][2]);
      known.n = Number(placed[0][1]);
    }
    const listed = listAfter(givenText);
    let listedIntro = "";
    if (listed) {
      listedIntro = ` The AP ${listed.map(show).join(", ")}, … has $a = ${show(listed[0] as number)}$ and $d = ${show(listed[1] as number)} - ${show(listed[0] as number)} = ${show((listed[1] as number) - (listed[0] as number))}$.`;
      const step = (listed[1] as number) - (listed[0] as number);
      if (!listed.every((x, i) => i === 0 || Math.abs(x - (listed[i - 1] as number) - step) < 1e-9))
        return null;
      if (known.a !== undefined || known.d !== undefined) return null;
      known.a = listed[0];
      known.d = step;
    }
    // "Find S13" or "find a20": the place asked is the number of terms.
    const askedPlace = [...askText.matchAll(/\b([as])_?\{?(\d+)\}?(?!\s*=)/g)];
    if (askedPlace.length > 1) return null;
    const placeAsked = askedPlace[0];
    if (placeAsked) {
      const k = Number(placeAsked[2]);
      if (known.n !== undefined && known.n !== k) return null;
      known.n = k;
    }
    if (Object.keys(known).length !== 3) return null;
    const asked = (Object.keys(ASKED) as Key[]).filter(
      (k) =>
        !(k in known) &&
        (ASKED[k].test(askText) || (placeAsked && (placeAsked[1] === "s" ? "s" : "l") === k)),
    );
    if (asked.length === 0) return null;
    // In the order asked ("find n and a_n").
    const at = (k: Key) => {
      const i = askText.search(ASKED[k]);
      return i < 0 ? askText.length : i;
    };
    asked.sort((x, y) => at(x) - at(y));
    const symbolL = /\b(?:a_?n|a_\{n\})\b|\ba_?\{?\d+\}?/.test(askText) && !/\blast term\b/.test(askText);
    const symbolS = /\bs_?\{?(?:n|\d+)\}?\b/.test(askText) && !/\bsum\b/.test(askText);
    let { a, d, l, n, s } = known;
    const steps: Step[] = [];
    const rel1 = "l = a + (n - 1)d";
    const rel2 = "S = \\frac{n}{2}(a + l)";
    const say = (title: string, tex: string) => steps.push({ title, body: display(tex) });
    // Find n first where it is unknown (it must be whole), then the rest from the two relations.
    if (n === undefined) {
      if (a !== undefined && d !== undefined && l !== undefined) {
        if (d === 0) return null;
        n = (l - a) / d + 1;
        say(
          "Number of terms",
          `${rel1} \\Rightarrow n = \\frac{l - a}{d} + 1 = \\frac{${show(l)} - ${show(a)}}{${show(d)}} + 1 = ${show(n)}`,
        );
      } else if (a !== undefined && l !== undefined && s !== undefined) {
        if (a + l === 0) return null;
        n = (2 * s) / (a + l);
        say(
          "Number of terms",
          `${rel2} \\Rightarrow n = \\frac{2S}{a + l} = \\frac{2 \\times ${show(s)}}{${show(a)} + ${show(l)}} = ${show(n)}`,
        );
      } else if (a !== undefined && d !== undefined && s !== undefined) {
        const found = termsFromQuadratic(d, 2 * a - d, -2 * s);
        if (found === null) return null;
        n = found;
        say(
          "Number of terms",
          `S = \\frac{n}{2}[2a + (n - 1)d] \\Rightarrow ${show(d)}n^2 + ${show(2 * a - d)}n - ${show(2 * s)} = 0 \\Rightarrow n = ${show(n)}`,
        );
      } else if (d !== undefined && l !== undefined && s !== undefined) {
        const found = termsFromQuadratic(-d, 2 * l + d, -2 * s);
        if (found === null) return null;
        n = found;
        say(
          "Number of terms",
          `S = \\frac{n}{2}[2l - (n - 1)d] \\Rightarrow ${show(-d)}n^2 + ${show(2 * l + d)}n - ${show(2 * s)} = 0 \\Rightarrow n = ${show(n)}`,
        );
      } else return null;
    }
    if (!Number.isInteger(n) || n < 1) return null;
    if (a === undefined) {
      if (l !== undefined && d !== undefined) {
        a = l - (n - 1) * d;
        say("First term", `a = l - (n - 1)d = ${show(l)} - ${show(n - 1)} \\times ${show(d)} = ${show(a)}`);
      } else if (s !== undefined && l !== undefined) {
        a = (2 * s) / n - l;
        say(
          "First term",
          `a = \\frac{2S}{n} - l = \\frac{2 \\times ${show(s)}}{${show(n)}} - ${show(l)} = ${show(a)}`,
        );
      } else if (s !== undefined && d !== undefined) {
        a = ((2 * s) / n - (n - 1) * d) / 2;
        say("First term", `S = \\frac{n}{2}[2a + (n - 1)d] \\Rightarrow a = ${show(a)}`);
      } else return null;
    }
    if (d === undefined) {
      if (l !== undefined) {
        if (n === 1) return null;
        d = (l - a) / (n - 1);
        say(
          "Common difference",
          `${rel1} \\Rightarrow d = \\frac{l - a}{n - 1} = \\frac{${show(l)} - ${show(a)}}{${show(n)} - 1} = ${show(d)}`,
        );
      } else if (s !== undefined) {
        if (n === 1) return null;
        d = ((2 * s) / n - 2 * a) / (n - 1);
        say("Common difference", `S = \\frac{n}{2}[2a + (n - 1)d] \\Rightarrow d = ${show(d)}`);
      } else return null;
    }
    if (l === undefined) {
      l = a + (n - 1) * d;
      say("Last term", `l = a + (n - 1)d = ${show(a)} + (${show(n)} - 1) \\times ${show(d)} = ${show(l)}`);
    }
    if (s === undefined) {
      s = (n / 2) * (a + l);
      say("Sum", `${rel2} = \\frac{${show(n)}}{2}(${show(a)} + ${show(l)}) = ${show(s)}`);
    }
    // The check: both relations hold with every value, given and found.
    const near = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(y));
    if (!near(l, a + (n - 1) * d) || !near(s, (n / 2) * (a + l))) return null;
    steps.push({
      title: "Check",
      body: `$a + (n - 1)d = ${show(a)} + ${show(n - 1)} \\times ${show(d)} = ${show(l)} = l$ and $\\frac{n}{2}(a + l) = ${show(s)} = S$ ✓`,
    });
    const values: Record<Key, number> = { a, d, l, n, s };
    const label = (k: Key) => (k === "s" ? (symbolS ? "S_n" : "S") : k === "l" && symbolL ? "a_n" : k);
    const parts = asked.map((k) => `${label(k)} = ${plain(values[k])}`);
    return {
      explanation: explanation({
        intro: `In an AP, ${rel1.replace("l", "the last term l")} and the sum of its $n$ terms is $${rel2}$. Given: ${(Object.keys(known) as Key[]).map((k) => `${NAME[k]} $= ${show(known[k] as number)}$`).join(", ")}.${listedIntro}`,
        steps,
        answer: asked.map((k) => `${NAME[k]} = **${plain(values[k])}**`).join(", "),
      }),
      finalAnswer: asked.length === 1 ? plain(values[asked[0] as Key]) : parts.join(", "),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const a2 = r.int(2, 9);
        const d2 = r.int(2, 6);
        const n2 = r.int(8, 20);
        return `The first term of an AP is ${a2}, the last term is ${a2 + (n2 - 1) * d2} and the common difference is ${d2}. Find the number of terms and their sum.`;
      }),
      verified: true,
    };
  },
};
