import { LandingPage } from "../features/landing/components/LandingPage";

export default LandingPage;
