import { normalizeQuestion } from "../worker/src/ai/engines/math/normalize";
for (const q of process.argv.slice(2)) console.log(normalizeQuestion(q));
