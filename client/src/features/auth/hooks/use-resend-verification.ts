import { ResendVerificationDocument } from "../graphql/auth";
import { graphqlData } from "../utils/graphql-fetch";
import { authStore } from "../utils/session";
import { useToastedSend } from "./use-toasted-send";

/** Sends the verification e-mail again to the signed-in user. */
export function useResendVerification() {
  const { send, sending } = useToastedSend();
  const resend = () =>
    send(async () => {
      const token = await authStore.freshToken();
      return (await graphqlData(ResendVerificationDocument, {}, token)).resendVerification;
    }, "auth.resent");
  return { resend, sending };
}
