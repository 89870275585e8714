import { HindiGrammarPage } from "../features/grammar/components/HindiGrammarPage";

/** /hindi/grammar: Hindi spelling and Devanagari rules, offline. */
export default function HindiGrammar() {
  return <HindiGrammarPage />;
}
