import { useLocation } from "react-router";
import { StudyPlannerPage } from "../features/planner/components/StudyPlannerPage";

/** /study-planner, and /{subject}/study-planner: the same plan filtered to one subject. */
export default function StudyPlannerRoute() {
  const { pathname } = useLocation();
  const [first, second] = pathname.split("/").filter(Boolean);
  return <StudyPlannerPage subject={second === "study-planner" ? first : undefined} />;
}
