import { ResetPasswordPage } from "../features/auth/components/ResetPasswordPage";

export default ResetPasswordPage;
