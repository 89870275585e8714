import { AuthCallbackPage } from "../features/auth/components/AuthCallbackPage";

export default AuthCallbackPage;
