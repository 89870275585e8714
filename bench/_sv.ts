import { readFileSync } from "node:fs";
import { solveMath } from "../worker/src/ai/engines/math/math-engine";
const rows = readFileSync("bench/data/svamp.jsonl", "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)).filter((r) => !r._header);
let k = 0;
for (const r of rows) {
  const nums = r.question.match(/\d+(\.\d+)?/g) ?? [];
  if (nums.length !== 2) continue;
  const res = solveMath(r.question);
  if (res.kind === "solved") continue;
  if (k++ < 60) console.log(r.equation, "|", r.question);
}
console.log(k);
