import { coordinateSolver } from "../worker/src/ai/engines/math/reader/coordinate";
import { MEASURE_FRAME_SOLVERS } from "../worker/src/ai/engines/math/reader/measure-frames";
import { normalizeQuestion } from "../worker/src/ai/engines/math/normalize";
import { readingKept } from "../worker/src/ai/engines/math/reading-check";
let q = normalizeQuestion("Find the midpoint of the line segment joining (2, -4) and (6, 8).");
let o = coordinateSolver.solve(q); console.log(q.text, q.numbers, o?.finalAnswer, o && readingKept(q, o), o?.explanation);
q = normalizeQuestion("The area of a square is 81 m^2. Find its perimeter.");
o = MEASURE_FRAME_SOLVERS[1].solve(q); console.log(q.text, q.numbers, o?.finalAnswer, o && readingKept(q, o), o?.explanation);
