import { MathematicsPage } from "../features/tutor/components/MathematicsPage";

/** /mathematics: the six topics and a general question box. */
export default function Mathematics() {
  return <MathematicsPage />;
}
