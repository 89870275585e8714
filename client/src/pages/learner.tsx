import { useLocation } from "react-router";
import { LearnerPathPage } from "../features/planner/components/LearnerPathPage";

const SUBJECT_OF: Record<string, "mathematics" | "science" | "social-science"> = {
  "/math-learner": "mathematics",
  "/science-learner": "science",
  "/social-science-learner": "social-science",
};

/** /math-learner, /science-learner, /social-science-learner: the subject's path for the student's class. */
export default function LearnerRoute() {
  const { pathname } = useLocation();
  return <LearnerPathPage subject={SUBJECT_OF[pathname] ?? "mathematics"} />;
}
