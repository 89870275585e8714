import { VerifyEmailPage } from "../features/auth/components/VerifyEmailPage";

export default VerifyEmailPage;
