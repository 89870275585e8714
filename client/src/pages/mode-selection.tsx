import { ModeSelectionPage } from "../features/planner/components/ModeSelectionPage";

export default ModeSelectionPage;
