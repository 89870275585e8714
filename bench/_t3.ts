import { heightsSolver } from "../worker/src/ai/engines/math/reader/trig-circles";
import { normalizeQuestion } from "../worker/src/ai/engines/math/normalize";
import { readingKept } from "../worker/src/ai/engines/math/reading-check";
const q = normalizeQuestion(process.argv[2]); 
const t = q.text;
const len = t.match(/([\d.]+)\s*(m|cm|km|metres?|meters?)\b/); console.log(len);
const o = heightsSolver.solve(q); console.log(o?.finalAnswer, o && readingKept(q, o), o?.explanation);
