import { solveMath } from "../worker/src/ai/engines/math/math-engine";
for (const topic of ["algebra","geometry","arithmetic","calculus","statistics","problem-solving"] as const) { const r = solveMath("If sin A = 3/5, find cos A.", topic); console.log(topic, r.kind === "solved" ? r.solution.finalAnswer : r.kind); }
