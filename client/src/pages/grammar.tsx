import { GrammarPage } from "../features/grammar/GrammarPage";

/** /grammar: the offline English grammar assistant (harper.js loads only here). */
export default function Grammar() {
  return <GrammarPage />;
}
