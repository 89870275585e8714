import { solveMath } from "../worker/src/ai/engines/math/math-engine";
const r = solveMath(process.argv[2]); console.log(JSON.stringify(r, null, 1));
