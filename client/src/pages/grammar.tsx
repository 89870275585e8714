import { GrammarPage } from "../features/grammar/components/GrammarPage";

/** /grammar: the offline English grammar assistant (harper.js loads only here). */
export default function Grammar() {
  return <GrammarPage />;
}
