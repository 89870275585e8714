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
