import { SubjectsPage } from "../features/subjects/components/SubjectsPage";

export default SubjectsPage;
