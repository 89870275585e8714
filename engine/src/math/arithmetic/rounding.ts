import { explanation } from "../explain";
import { show } from "../format";
import { round } from "../mathjs";
import { similar } from "../rng";
import type { Solver } from "../types";

const PLACES: Record<string, number> = {
  ten: 10,
  tens: 10,
  hundred: 100,
  hundreds: 100,
  thousand: 1000,
  thousands: 1000,
  "10": 10,
  "100": 100,
  "1000": 1000,
};

/** "Round 3.14159 to 2 decimal places", "round 2347 to the nearest ten", "correct to 1 decimal place". */
export const roundingSolver: Solver = {
  id: "rounding",
  topic: "arithmetic",
  solve(q) {
    const dp = q.text.match(
      /(-?\d+(?:\.\d+)?) (?:to|correct to|up to|upto) (\d+) (?:decimal places?|d\.?p\.?|places of decimals?)/,
    );
    const near = q.text.match(
      /(-?\d+(?:\.\d+)?) (?:to|off to) the nearest (whole number|integer|tenth|hundredth|thousands|thousand|hundreds|hundred|tens|ten|1000|100|10)\b/,
    );
    if (!dp && !near) return null;
    const x = Number((dp ?? near)?.[1]);
    let result: number;
    let how: string;
    let label: string;
    if (dp) {
      const k = Number(dp[2]);
      result = round(x, k);
      const digits = String(x).split(".")[1] ?? "";
      const next = digits[k] ?? "0";
      label = `${k} decimal place${k === 1 ? "" : "s"}`;
      how = `Look at digit number ${k + 1} after the decimal point: it is **${next}**. ${Number(next) >= 5 ? "It is 5 or more, so we round the previous digit **up**." : "It is less than 5, so the previous digit stays the same."}`;
    } else {
      const unitWord = near?.[2] ?? "";
      const place = unitWord === "tenth" ? 0.1 : unitWord === "hundredth" ? 0.01 : (PLACES[unitWord] ?? 1);
      result = place < 1 ? round(x, place === 0.1 ? 1 : 2) : Math.round(x / place) * place;
      const remainder = Math.abs(x % (place < 1 ? 1 : place * 10)) % Math.max(place, 1);
      label = `the nearest ${unitWord}`;
      how =
        place >= 1
          ? `${show(x)} lies between ${show(Math.floor(x / place) * place)} and ${show(Math.ceil(x / place) * place)}. The part beyond the ${place === 1 ? "units" : `${place}s`} is ${show(remainder)}, which is ${remainder >= place / 2 ? "half-way or more, so we round **up**" : "less than half-way, so we round **down**"}.`
          : `Keep ${place === 0.1 ? "one" : "two"} decimal place${place === 0.1 ? "" : "s"} and look at the next digit to decide whether to round up.`;
    }
    return {
      explanation: explanation({
        intro: `We round ${show(x)} to ${label}.`,
        steps: [{ title: "Check the deciding digit", body: how }],
        answer: `$${show(x)} \\approx ${show(result)}$`,
      }),
      finalAnswer: show(result),
      similarQuestions: similar(q.seed, q.raw, (r) =>
        dp
          ? `Round ${r.int(1, 99)}.${r.int(10000, 99999)} to ${r.int(1, 3)} decimal places`
          : `Round ${r.int(1000, 99999)} to the nearest ${r.pick(["ten", "hundred", "thousand"])}`,
      ),
      verified: true,
    };
  },
};
