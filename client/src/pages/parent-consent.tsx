import { ParentConsentPage } from "../features/consent/components/ParentConsentPage";

export default ParentConsentPage;
