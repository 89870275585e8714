import { RequestPasswordResetDocument } from "../graphql/auth";
import { graphqlData } from "../utils/graphql-fetch";
import { useToastedSend } from "./use-toasted-send";

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function useRequestPasswordReset() {
  const { send, sending } = useToastedSend();
  const requestReset = (email: string) =>
    send(
      async () => (await graphqlData(RequestPasswordResetDocument, { email })).requestPasswordReset,
      "auth.resetSent",
    );
  return { requestReset, sending };
}
