import { AuthPage } from "../features/auth/components/AuthPage";

export default AuthPage;
