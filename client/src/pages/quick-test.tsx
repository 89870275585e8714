import { QuickTestPage } from "../features/assessment/components/QuickTestPage";

/** /quick-test: choose and take a timed quick test, or one a teacher assigned; then its result. */
export default QuickTestPage;
