import { SocraticPage } from "../features/socratic/components/SocraticPage";

/** /socratic-tutor: guided problem solving, one question at a time. */
export default function SocraticTutor() {
  return <SocraticPage />;
}
