import { display, explanation, type Step } from "../explain";
import { dec, show } from "../format";
import { unit } from "../mathjs";
import { similar } from "../rng";
import type { Solver } from "../types";

const SPEED =
  /(\d+(?:\.\d+)?)\s*(km\/h|kmph|km\/hr|km per hour|kilometres? per hour|m\/s|m\/sec|metres? per second|meters? per second)/;
const DIST = /(\d+(?:\.\d+)?)\s*(km|kilometres?|kilometers?|m|metres?|meters?)\b(?!\s*(?:\/|per))/;
const TIME = /(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s)\b/;

const speedUnit = (u: string) => (/^m/.test(u) ? "m/s" : "km/h");
const distUnit = (u: string) => (/^k/.test(u) ? "km" : "m");
const timeUnit = (u: string) => (/^h/.test(u) ? "hour" : /^m/.test(u) ? "minute" : "second");
const timeWord = (u: string) => (u === "hour" ? "hours" : u === "minute" ? "minutes" : "seconds");

/** Speed = distance ÷ time and its rearrangements, km/h ↔ m/s, and trains crossing poles or platforms. */
export const speedSolver: Solver = {
  id: "speed-distance-time",
  topic: "problem-solving",
  solve(q) {
    const t = q.text.replace(
      /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)\s*(?:and\s*)?(\d+)\s*(?:minutes?|mins?)/,
      (_m, h, m) => `${Number(h) + Number(m) / 60} hours`,
    );
    const s = t.match(SPEED);
    const convert =
      s &&
      /(?:in|into|to) (m\/s|km\/h|metres? per second|kilometres? per hour)/.exec(
        t.slice((s.index ?? 0) + s[0].length),
      );
    if (s && convert && !t.slice((s.index ?? 0) + s[0].length).match(DIST)) {
      const from = speedUnit(s[2]);
      const to = speedUnit(convert[1]);
      if (from === to) return null;
      const v = Number(s[1]);
      const out = from === "km/h" ? (v * 5) / 18 : (v * 18) / 5;
      return {
        explanation: explanation({
          intro: `$1 \\text{ km/h} = \\frac{1000 \\text{ m}}{3600 \\text{ s}} = \\frac{5}{18} \\text{ m/s}$.`,
          steps: [
            {
              title: `Multiply by ${from === "km/h" ? "5/18" : "18/5"}`,
              body: display(
                `${show(v)} \\times \\frac{${from === "km/h" ? "5}{18" : "18}{5"}} = ${dec(out, 2)} \\text{ ${to}}`,
              ),
            },
          ],
          answer: `**${dec(out, 2)} ${to}**`,
        }),
        finalAnswer: `${dec(out, 2)} ${to}`,
        similarQuestions: similar(q.seed, q.raw, (r) =>
          from === "km/h"
            ? `Convert ${18 * r.int(1, 6)} km/h into m/s`
            : `Convert ${5 * r.int(1, 8)} m/s into km/h`,
        ),
        verified: true,
      };
    }
    if (/\btrain\b/.test(t) && /cross|pass/.test(t) && s) {
      const len = t.match(/(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?)\s*long/);
      if (!len) return null;
      const platform = t.match(
        /(?:platform|bridge|tunnel)[a-z ]*?(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?)|(\d+(?:\.\d+)?)\s*(?:m|metres?|meters?)\s*long\s*(?:platform|bridge|tunnel)/g,
      );
      const extra = platform ? Number((platform[platform.length - 1].match(/\d+(?:\.\d+)?/) ?? ["0"])[0]) : 0;
      const ms = speedUnit(s[2]) === "km/h" ? (Number(s[1]) * 5) / 18 : Number(s[1]);
      const total = Number(len[1]) + extra;
      const time = total / ms;
      const steps: Step[] = [
        {
          title: "Convert the speed to m/s",
          body:
            speedUnit(s[2]) === "km/h"
              ? display(`${s[1]} \\times \\frac{5}{18} = ${dec(ms, 4)} \\text{ m/s}`)
              : `The speed is already $${show(ms)}$ m/s.`,
        },
        {
          title: "Find the distance covered",
          body: extra
            ? `To cross completely, the train covers its own length plus the ${/bridge/.test(t) ? "bridge" : /tunnel/.test(t) ? "tunnel" : "platform"}: $${len[1]} + ${show(extra)} = ${show(total)}$ m.`
            : `To pass a pole (a point), the train covers its own length: $${len[1]}$ m.`,
        },
        {
          title: "Time = distance ÷ speed",
          body: display(`\\frac{${show(total)}}{${dec(ms, 4)}} = ${dec(time, 2)} \\text{ s}`),
        },
      ];
      return {
        explanation: explanation({
          intro: "Work in metres and seconds.",
          steps,
          answer: `**${dec(time, 2)} seconds**`,
        }),
        finalAnswer: `${dec(time, 2)} seconds`,
        similarQuestions: similar(
          q.seed,
          q.raw,
          (r) =>
            `A train ${r.int(10, 30) * 10} m long is running at ${18 * r.int(2, 5)} km/h. How long will it take to cross a ${extra ? `platform ${r.int(10, 30) * 10} m long` : "pole"}?`,
        ),
        verified: true,
      };
    }
    return basic(q.seed, q.raw, t);
  },
};

function basic(seed: number, raw: string, t: string) {
  const s = t.match(SPEED);
  const rest = s ? t.replace(s[0], " ") : t;
  const d = rest.match(DIST);
  const tm = rest.match(TIME);
  const asksSpeed = /speed|how fast/.test(t) && !s;
  const asksTime =
    /how long|how much time|time taken|time will|find the time|how many (?:hours|minutes|seconds)/.test(t) &&
    !tm;
  const asksDist = /how far|distance|how much distance|how many (?:km|kilometres|metres)/.test(t) && !d;
  if (asksSpeed && d && tm) {
    const du = distUnit(d[2]);
    const tu = timeUnit(tm[2]);
    const outUnit = du === "km" ? "km/h" : "m/s";
    const v =
      unit(Number(d[1]), du).toNumber(du === "km" ? "km" : "m") /
      unit(Number(tm[1]), tu).toNumber(du === "km" ? "hour" : "second");
    return answer(
      seed,
      raw,
      "speed",
      [
        {
          title: "Use speed = distance ÷ time",
          body: display(
            `\\text{speed} = \\frac{${d[1]} \\text{ ${du}}}{${tm[1]} \\text{ ${timeWord(tu)}}}${tu !== (du === "km" ? "hour" : "second") ? " (time converted)" : ""} = ${dec(v, 2)} \\text{ ${outUnit}}`,
          ),
        },
      ],
      `${dec(v, 2)} ${outUnit}`,
    );
  }
  if (asksTime && d && s) {
    const du = distUnit(d[2]);
    const su = speedUnit(s[2]);
    const km = unit(Number(d[1]), du).toNumber(su === "km/h" ? "km" : "m");
    const hours = km / Number(s[1]);
    const base = su === "km/h" ? "hour" : "second";
    const wantMin = /minutes/.test(t);
    const value = wantMin ? unit(hours, base).toNumber("minute") : hours;
    const label = wantMin ? "minutes" : `${base}s`;
    const hm =
      base === "hour" && !wantMin && !Number.isInteger(hours)
        ? ` (that is ${Math.floor(hours)} h ${dec((hours % 1) * 60, 0)} min)`
        : "";
    return answer(
      seed,
      raw,
      "time",
      [
        {
          title: "Use time = distance ÷ speed",
          body: `${display(`\\text{time} = \\frac{${show(km)} \\text{ ${su === "km/h" ? "km" : "m"}}}{${s[1]} \\text{ ${su}}} = ${dec(hours, 4)} \\text{ ${base}s}`)}${wantMin ? `\n\nIn minutes: $${dec(hours, 4)} \\times ${base === "hour" ? 60 : "\\frac{1}{60}"} = ${dec(value, 2)}$ minutes.` : hm}`,
        },
      ],
      `${dec(value, 2)} ${label}`,
    );
  }
  if (asksDist && s && tm) {
    const su = speedUnit(s[2]);
    const tu = timeUnit(tm[2]);
    const hours = unit(Number(tm[1]), tu).toNumber(su === "km/h" ? "hour" : "second");
    const dist = Number(s[1]) * hours;
    const du = su === "km/h" ? "km" : "m";
    return answer(
      seed,
      raw,
      "distance",
      [
        {
          title: "Use distance = speed × time",
          body: display(
            `${s[1]} \\text{ ${su}} \\times ${dec(hours, 4)} \\text{ ${su === "km/h" ? "h" : "s"}} = ${dec(dist, 2)} \\text{ ${du}}`,
          ),
        },
      ],
      `${dec(dist, 2)} ${du}`,
    );
  }
  return null;
}

function answer(
  seed: number,
  raw: string,
  kind: "speed" | "time" | "distance",
  steps: Step[],
  final: string,
) {
  return {
    explanation: explanation({
      intro:
        "Speed, distance and time are linked by $\\text{distance} = \\text{speed} \\times \\text{time}$; keep the units consistent.",
      steps,
      answer: `**${final}**`,
    }),
    finalAnswer: final,
    similarQuestions: similar(seed, raw, (r) => {
      const v = 10 * r.int(3, 9);
      const h = r.int(2, 6);
      if (kind === "speed") return `A car travels ${v * h} km in ${h} hours. Find its speed.`;
      if (kind === "time")
        return `How long will a bus take to cover ${v * h + v / 2} km at a speed of ${v} km/h?`;
      return `A cyclist rides at ${r.int(8, 20)} km/h for ${h} hours. How far does he travel?`;
    }),
    verified: true,
  };
}

const KMH = String.raw`(\d+(?:\.\d+)?)\s*km\/h`;
const HRS = String.raw`(\d+(?:\.\d+)?)\s*hours?`;

/**
 * Average speed over two parts of a journey: total distance over total time, never the mean of the
 * two speeds. "Goes at 60 km/h and returns at 40 km/h" (the same distance each way: 2ab/(a + b));
 * "walks at 5 km/h for 2 hours and then at 3 km/h for 1 hour" (each part's distance is speed × time),
 * which also answers the total distance. Checked by working the total distance and time again.
 */
export const averageSpeedSolver: Solver = {
  id: "average-speed",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    const ask = t.match(
      /\b(?:find|what is|calculate|determine)\s+(?:the\s+|his\s+|her\s+|its\s+|their\s+)?(average speed|total distance|distance)\b/,
    )?.[1];
    if (!ask) return null;
    const round = t.match(
      new RegExp(
        String.raw`\b(?:goes|travels|drives|walks|cycles|rides|went|travelled|drove)\b[^.]*?\bat ${KMH}\b[^.]*?\b(?:returns?|comes back|came back|back)\b[^.]*?\bat ${KMH}`,
      ),
    );
    const parts = t.match(new RegExp(String.raw`\bat ${KMH} for ${HRS}\b[^.]*?\bat ${KMH} for ${HRS}`));
    if (round && ask === "average speed" && q.numbers.length === 2) {
      const [a, b] = [Number(round[1]), Number(round[2])];
      if (a <= 0 || b <= 0) return null;
      const avg = (2 * a * b) / (a + b);
      const d = a * b; // any one-way distance works; a × b keeps the check in whole numbers
      return {
        explanation: explanation({
          intro: `The distance is the same each way, say $d$ km. Average speed is total distance over total time, not the mean of $${show(a)}$ and $${show(b)}$.`,
          steps: [
            {
              title: "Total distance over total time",
              body: display(
                `\\frac{2d}{\\frac{d}{${show(a)}} + \\frac{d}{${show(b)}}} = \\frac{2 \\times ${show(a)} \\times ${show(b)}}{${show(a)} + ${show(b)}} = ${dec(avg, 2)} \\text{ km/h}`,
              ),
            },
            {
              title: `Check with d = ${show(d)} km`,
              body: display(
                `\\frac{2 \\times ${show(d)}}{${dec(d / a, 4)} + ${dec(d / b, 4)}} = ${dec((2 * d) / (d / a + d / b), 2)} \\text{ km/h}`,
              ),
            },
          ],
          answer: `The average speed is **${dec(avg, 2)} km/h**.`,
        }),
        finalAnswer: `${dec(avg, 2)} km/h`,
        similarQuestions: similar(q.seed, q.raw, (r) => {
          const x = r.pick([30, 40, 60]);
          const y = r.pick([20, 45, 90]);
          return `A car goes to a town at ${x} km/h and returns at ${y} km/h. Find its average speed.`;
        }),
        verified: true,
      };
    }
    if (parts && q.numbers.length === 4) {
      const [v1, t1, v2, t2] = parts.slice(1, 5).map(Number) as [number, number, number, number];
      const d1 = v1 * t1;
      const d2 = v2 * t2;
      const total = d1 + d2;
      const avg = total / (t1 + t2);
      const answer = ask === "average speed" ? `${dec(avg, 2)} km/h` : `${dec(total, 2)} km`;
      return {
        explanation: explanation({
          intro: `Each part's distance is speed × time: $${show(v1)} \\times ${show(t1)}$ km and $${show(v2)} \\times ${show(t2)}$ km.`,
          steps: [
            {
              title: "Total distance",
              body: display(`${show(d1)} + ${show(d2)} = ${show(total)} \\text{ km}`),
            },
            ...(ask === "average speed"
              ? [
                  {
                    title: "Average speed = total distance ÷ total time",
                    body: display(
                      `\\frac{${show(total)}}{${show(t1)} + ${show(t2)}} = ${dec(avg, 2)} \\text{ km/h}`,
                    ),
                  },
                ]
              : []),
          ],
          answer: `The ${ask} is **${answer}**.`,
        }),
        finalAnswer: answer,
        similarQuestions: similar(q.seed, q.raw, (r) => {
          const a = r.int(3, 8);
          const b = r.int(2, 6);
          return `A man walks at ${a} km/h for ${r.int(1, 3)} hours and then at ${b} km/h for ${r.int(1, 3)} hours. Find his average speed.`;
        }),
        verified: true,
      };
    }
    return null;
  },
};

const LEN_UNIT = String.raw`(km|kilometres?|kilometers?|m|metres?|meters?)`;
const TIME_UNIT = String.raw`(hours?|hrs?|minutes?|mins?|seconds?|secs?)`;

/**
 * The same speed kept (unitary method): "a bus covers 180 km in 3 hours; how much distance will it cover
 * in 5 hours at the same speed?" (180 ÷ 3 × 5), "how long will it take to cover 300 km?" (3 ÷ 180 × 300).
 * The speed is found first and the answer is checked against it.
 */
export const sameSpeedSolver: Solver = {
  id: "same-speed",
  topic: "problem-solving",
  solve(q) {
    const t = q.text.replace(/[?.]\s*$/, "");
    if (q.numbers.length !== 3) return null;
    const given = t.match(
      new RegExp(
        String.raw`\b(?:covers?|covered|travels?|travelled|traveled|goes|went|runs?|ran|walks?|walked|drives?|drove|cycles?|cycled)\s+(\d+(?:\.\d+)?)\s*${LEN_UNIT}\s+in\s+(\d+(?:\.\d+)?)\s*${TIME_UNIT}`,
      ),
    );
    if (!given) return null;
    const rest = t.slice((given.index ?? 0) + given[0].length);
    const d1 = Number(given[1]);
    const t1 = Number(given[3]);
    const lenU = (given[2] as string).replace(/^kilomet(?:re|er)s?$/, "km").replace(/^met(?:re|er)s?$/, "m");
    const timeU = (given[4] as string)
      .replace(/^(?:hrs?|hours?)$/, "hours")
      .replace(/^(?:mins?|minutes?)$/, "minutes")
      .replace(/^(?:secs?|seconds?)$/, "seconds");
    const sameTime = (u: string) =>
      u
        .replace(/^(?:hrs?|hours?)$/, "hours")
        .replace(/^(?:mins?|minutes?)$/, "minutes")
        .replace(/^(?:secs?|seconds?)$/, "seconds") === timeU;
    const sameLen = (u: string) =>
      u.replace(/^kilomet(?:re|er)s?$/, "km").replace(/^met(?:re|er)s?$/, "m") === lenU;
    const far = rest.match(
      new RegExp(
        String.raw`\bhow (?:much distance|far|many ${LEN_UNIT})\b[^.?]*?\bin\s+(\d+(?:\.\d+)?)\s*${TIME_UNIT}`,
      ),
    );
    const long = rest.match(
      new RegExp(
        String.raw`\b(?:how (?:long|much time|many ${TIME_UNIT})|in how many ${TIME_UNIT}|what time)\b[^.?]*?\b(?:cover|travel|go|run|walk|drive|cycle)\s+(\d+(?:\.\d+)?)\s*${LEN_UNIT}`,
      ),
    );
    if (!t1 || !d1 || Boolean(far) === Boolean(long)) return null;
    const speed = d1 / t1;
    let value: number;
    let text: string;
    let step: string;
    if (far) {
      if (!sameTime(far[3] as string) || (far[1] && !sameLen(far[1]))) return null;
      const t2 = Number(far[2]);
      value = speed * t2;
      text = `${dec(value, 2)} ${lenU}`;
      step = `${dec(speed, 4)} \\times ${show(t2)} = ${dec(value, 2)} \\text{ ${lenU}}`;
      if (Math.abs(value / t2 - speed) > 1e-9 * speed) return null;
    } else {
      const m = long as RegExpMatchArray;
      if (!sameLen(m[4] as string) || ((m[1] ?? m[2]) && !sameTime((m[1] ?? m[2]) as string))) return null;
      const d2 = Number(m[3]);
      value = d2 / speed;
      text = `${dec(value, 2)} ${timeU}`;
      step = `\\frac{${show(d2)}}{${dec(speed, 4)}} = ${dec(value, 2)} \\text{ ${timeU}}`;
      if (Math.abs(d2 / value - speed) > 1e-9 * speed) return null;
    }
    return {
      explanation: explanation({
        intro: `At the same speed, distance and time grow together: first the speed (distance per unit of time), then the answer.`,
        steps: [
          {
            title: "The speed",
            body: display(
              `\\frac{${show(d1)} \\text{ ${lenU}}}{${show(t1)} \\text{ ${timeU}}} = ${dec(speed, 4)} \\text{ ${lenU} per ${timeU.replace(/s$/, "")}}`,
            ),
          },
          { title: far ? "Distance in the new time" : "Time for the new distance", body: display(step) },
        ],
        answer: `**${text}**`,
      }),
      finalAnswer: text,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const v = r.int(30, 80);
        return `A car covers ${v * 2} km in 2 hours. How far will it go in ${r.int(3, 6)} hours at the same speed?`;
      }),
      verified: true,
    };
  },
};
