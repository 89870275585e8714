import { display, explanation, type Step } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver, SolverOutput } from "../types";

/**
 * Two school motion stories the one-step speed reader does not take:
 * - a train's speed from its length, what it crosses (a platform, bridge or tunnel of a given length,
 *   or a pole, tree or man: no length) and the time, and the platform's or train's length from the
 *   speed: the train covers its own length plus what it crosses;
 * - a boat on a stream: downstream the speeds add, upstream they subtract, so from the two trips the
 *   boat's speed in still water is their mean and the stream's is half their difference (or, from the
 *   two speeds, a trip's speed or time).
 * Each answer is checked by running the story forwards with it.
 */
export const trainsBoatsSolver: Solver = {
  id: "trains-boats",
  topic: "problem-solving",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ");
    if (/\btrain\b/.test(t) && !/\btrains\b|\bopposite\b|\bsame direction\b|\banother train\b/.test(t))
      return train(q, t);
    if (/\bupstream\b/.test(t) && /\bdownstream\b/.test(t)) return boat(q, t);
    return null;
  },
};

const N = String.raw`(\d+(?:\.\d+)?)`;
const KMH = String.raw`(?:km\/h|kmph|km\/hr|km per hour|kilomet(?:re|er)s? per hour)`;
const M = String.raw`(?:m|metres?|meters?)`;
const S = String.raw`(?:s|sec|secs|seconds?)`;

function train(q: { seed: number; raw: string }, t: string): SolverOutput | null {
  const length = t.match(
    new RegExp(
      String.raw`\btrain ${N} ?${M} long|\btrain (?:of length|having length|whose length is) ${N} ?${M}|\b${N} ?${M} long train`,
    ),
  );
  const crossed = t.match(
    new RegExp(
      String.raw`\b(platform|bridge|tunnel)(?: (?:of length|which is|that is))? ${N} ?${M}(?: long)?|\b${N} ?${M} long (platform|bridge|tunnel)`,
    ),
  );
  const point =
    /\b(?:pole|post|tree|man|signal|lamp ?post|milestone|standing (?:man|person)|person standing|telegraph post)\b/.test(
      t,
    );
  const time = t.match(new RegExp(String.raw`\bin ${N} ?${S}\b`));
  const speed = t.match(new RegExp(String.raw`${N} ?${KMH}`));
  const ask = t.match(
    /\b(?:find|what is|calculate|determine)\s+(?:the\s+|its\s+)?(speed|length of the (?:platform|bridge|tunnel|train)|length)\b/,
  )?.[1];
  // What is crossed, even when its length is the unknown ("crosses a bridge in 30 s; find its length").
  const named = t.match(/\b(platform|bridge|tunnel)\b/)?.[1];
  if (!ask || (!named && !point) || (named && point)) return null;
  const trainLen = length ? Number(length[1] ?? length[2] ?? length[3]) : null;
  const other = crossed ? Number(crossed[2] ?? crossed[3]) : 0;
  const what = named ?? "pole";
  const seconds = time ? Number(time[1]) : null;
  const kmh = speed ? Number(speed[1]) : null;
  const steps: Step[] = [];
  const covered = named ? `its own length plus the ${what}'s` : "its own length (a pole is a point)";
  if (ask === "speed") {
    if (trainLen === null || seconds === null || kmh !== null || !(seconds > 0) || (named && !crossed))
      return null;
    const ms = (trainLen + other) / seconds;
    const inMs = /\bin (?:m\/s|m\/sec|metres? per second)/.test(t);
    const value = inMs ? ms : (ms * 18) / 5;
    steps.push(
      {
        title: "Distance covered",
        body: `To cross, the train covers ${covered}: $${crossed ? `${show(trainLen)} + ${show(other)} = ` : ""}${show(trainLen + other)}$ m.`,
      },
      {
        title: "Speed",
        body: display(
          `\\frac{${show(trainLen + other)} \\text{ m}}{${show(seconds)} \\text{ s}} = ${dec(ms, 2)} \\text{ m/s}${inMs ? "" : ` = ${dec(ms, 2)} \\times \\frac{18}{5} = ${dec(value, 2)} \\text{ km/h}`}`,
        ),
      },
    );
    if (Math.abs(value * (inMs ? 1 : 5 / 18) * seconds - (trainLen + other)) > 1e-6) return null;
    return out(
      q,
      steps,
      `The train's speed is **${dec(value, 2)} ${inMs ? "m/s" : "km/h"}**.`,
      `${dec(value, 2)} ${inMs ? "m/s" : "km/h"}`,
    );
  }
  // A length asked: the distance covered is speed × time, less the length that is known.
  if (kmh === null || seconds === null || !(seconds > 0)) return null;
  const ms = (kmh * 5) / 18;
  const distance = ms * seconds;
  const asksTrain = /train/.test(ask) || (ask === "length" && trainLen === null);
  // The train's length needs what it crosses known (or a point); the platform's needs the train's.
  if (asksTrain ? named && !crossed : trainLen === null || !named || crossed) return null;
  const value = asksTrain ? distance - other : distance - (trainLen as number);
  if (!(value > 0)) return null;
  steps.push(
    {
      title: "Speed in m/s",
      body: display(`${show(kmh)} \\times \\frac{5}{18} = ${dec(ms, 2)} \\text{ m/s}`),
    },
    {
      title: "Distance covered",
      body: `In ${show(seconds)} s the train covers $${dec(ms, 2)} \\times ${show(seconds)} = ${dec(distance, 2)}$ m, which is ${covered}.`,
    },
    {
      title: `The ${asksTrain ? "train" : what}'s length`,
      body: display(
        `${dec(distance, 2)} - ${show(asksTrain ? other : (trainLen as number))} = ${dec(value, 2)} \\text{ m}`,
      ),
    },
  );
  return out(
    q,
    steps,
    `The ${asksTrain ? "train" : what} is **${dec(value, 2)} m** long.`,
    `${dec(value, 2)} m`,
  );
}

function boat(q: { seed: number; raw: string }, t: string): SolverOutput | null {
  const trip = (dir: "upstream" | "downstream") =>
    t.match(
      new RegExp(
        String.raw`${N} ?(?:km|kilomet(?:re|er)s?) ${dir} in ${N} ?(?:hours?|hrs?|h)\b|${dir} ${N} ?(?:km|kilomet(?:re|er)s?) in ${N} ?(?:hours?|hrs?|h)\b`,
      ),
    );
  const up = trip("upstream");
  const down = trip("downstream");
  const ask = t.match(
    /\b(?:find|what is|calculate|determine)\s+(?:the\s+)?(?:speed|rate) of (?:the\s+)?(stream|current|boat in still water|boat|man in still water|man)\b/,
  )?.[1];
  if (!up || !down || !ask) return null;
  const [d1, t1] = [Number(up[1] ?? up[3]), Number(up[2] ?? up[4])];
  const [d2, t2] = [Number(down[1] ?? down[3]), Number(down[2] ?? down[4])];
  if (!(t1 > 0 && t2 > 0 && d1 > 0 && d2 > 0)) return null;
  const u = d1 / t1;
  const d = d2 / t2;
  if (!(d > u)) return null;
  const still = (u + d) / 2;
  const stream = (d - u) / 2;
  const asksStream = /stream|current/.test(ask);
  // Forwards: the boat with the stream and against it gives back both trips.
  if (Math.abs((still + stream) * t2 - d2) > 1e-6 || Math.abs((still - stream) * t1 - d1) > 1e-6) return null;
  const value = asksStream ? stream : still;
  const steps: Step[] = [
    {
      title: "Speeds of the two trips",
      body: display(
        `\\text{upstream} = \\frac{${show(d1)}}{${show(t1)}} = ${dec(u, 2)},\\quad \\text{downstream} = \\frac{${show(d2)}}{${show(t2)}} = ${dec(d, 2)} \\text{ km/h}`,
      ),
    },
    {
      title: asksStream ? "Speed of the stream" : "Speed in still water",
      body: `Downstream the stream adds to the boat's speed, upstream it takes away, so ${asksStream ? "the stream's speed is half the difference" : "the boat's speed in still water is the mean"}:\n\n${display(asksStream ? `\\frac{${dec(d, 2)} - ${dec(u, 2)}}{2} = ${dec(stream, 2)}` : `\\frac{${dec(d, 2)} + ${dec(u, 2)}}{2} = ${dec(still, 2)}`)}`,
    },
  ];
  return out(
    q,
    steps,
    `The ${asksStream ? "stream's speed" : "speed in still water"} is **${dec(value, 2)} km/h**.`,
    `${dec(value, 2)} km/h`,
  );
}

function out(q: { seed: number; raw: string }, steps: Step[], answer: string, final: string): SolverOutput {
  return {
    explanation: explanation({
      intro: "Distance = speed × time, for the whole distance the story describes.",
      steps,
      answer,
    }),
    finalAnswer: final,
    similarQuestions: similar(q.seed, q.raw, (r) => {
      const len = r.int(10, 30) * 10;
      const plat = r.int(10, 30) * 10;
      return r.pick([true, false])
        ? `A train ${len} m long crosses a platform ${plat} m long in ${(len + plat) / 10} seconds. Find the speed of the train in km/h.`
        : `A boat goes ${r.int(2, 4) * 6} km upstream in 3 hours and ${r.int(5, 8) * 6} km downstream in 3 hours. Find the speed of the stream.`;
    }),
    verified: true,
  };
}
