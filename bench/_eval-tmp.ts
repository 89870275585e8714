import { readFileSync } from "node:fs";
import { answersAgree } from "../worker/src/ai/engines/math/check";
import { solveMath } from "../worker/src/ai/engines/math/math-engine";
const file = process.argv[2] ?? "/work/wt/h14-engine/bench/data/svamp.jsonl";
const rows = readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)).filter((r) => !r._header);
let ans = 0, ok = 0, wrong = 0, wv = 0, ver = 0;
for (const r of rows) {
  const res = solveMath(r.question, r.topic);
  if (res.kind !== "solved") continue;
  ans++;
  const good = answersAgree(String(r.answer), res.solution.finalAnswer) === true;
  if (res.solution.verified) ver++;
  if (good) ok++; else { wrong++; if (res.solution.verified) wv++; console.log(`${res.solution.verified ? "WV" : "W "} ${r.question} => ${res.solution.finalAnswer} (exp ${r.answer})`); }
}
console.log({ n: rows.length, ans, ok, wrong, wv, ver });
