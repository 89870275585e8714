import { BlackboxPage } from "../features/assessment/components/BlackboxPage";

/** /blackbox: the adaptive BlackBox diagnostic and its mastery map (students only). */
export default BlackboxPage;
