import { storySolver } from "../worker/src/ai/engines/math/reader/story";
import { normalizeQuestion } from "../worker/src/ai/engines/math/normalize";
for (const t of ["There were 78 dollars in Olivia's wallet. She spent 15 dollars at a supermarket. How much money does she have left?", "There are a total of 16 peaches in a basket. If there are 13 red peaches and some more green peaches in the basket. How many green peaches are in the basket?"]) {
try { console.log(storySolver.solve(normalizeQuestion(t))?.finalAnswer); } catch (e) { console.log(e); } }
