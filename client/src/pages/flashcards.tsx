import { FlashcardsHome } from "../features/flashcards/components/FlashcardsHome";

/** /flashcards: decks, review, exam readiness, stats and the generator. */
export default function FlashcardsPage() {
  return <FlashcardsHome />;
}
