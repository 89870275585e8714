import { ParentPage } from "../features/consent/components/ParentPage";

export default ParentPage;
