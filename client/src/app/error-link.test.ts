import { parse } from "graphql";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ready } from "../test/i18n";
import { createApolloClient } from "./apollo";
import { changeLanguage, i18n } from "./i18n/i18n";

// Parsed here, not tagged, so client codegen leaves this test's query alone.
const ME = parse("query ErrorLinkTest { me { id } }");

/** The app's own Apollo client (every link of it), with only `fetch` — the network edge — replaced. */
function clientAnswering(fetch: () => Promise<Response>) {
  vi.stubGlobal("fetch", vi.fn(fetch));
  return createApolloClient().client;
}

const graphqlErrors = (errors: object[]) => async () =>
  new Response(JSON.stringify({ data: null, errors }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

/** What the query's error says (Apollo rejects `query` on an error by default). */
async function failureOf(client: ReturnType<typeof clientAnswering>): Promise<string> {
  const error = await client.query({ query: ME, fetchPolicy: "network-only" }).then(
    () => null,
    (reason: unknown) => reason,
  );
  return error instanceof Error ? error.message : "(the query did not fail)";
}

describe("the error link", () => {
  beforeAll(async () => {
    await ready;
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage("en");
  });

  it("turns a request that never reached the server into the localised 'could not reach' message", async () => {
    await changeLanguage("hi");
    const client = clientAnswering(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await failureOf(client)).toBe("सर्वर से संपर्क नहीं हो सका। कृपया फिर से प्रयास करें।");
  });

  it("words a coded server error in the reader's language, and keeps the English word for word", async () => {
    const unavailable = graphqlErrors([
      {
        message: "The service is briefly unavailable. Please try again in a moment.",
        extensions: { code: "UNAVAILABLE" },
      },
    ]);
    expect(await failureOf(clientAnswering(unavailable))).toBe(
      "The service is briefly unavailable. Please try again in a moment.",
    );
    await changeLanguage("gu");
    expect(await failureOf(clientAnswering(unavailable))).toBe(
      "સેવા થોડા સમય માટે ઉપલબ્ધ નથી. કૃપા કરીને થોડી વારમાં ફરી પ્રયાસ કરો.",
    );
  });

  it("shows one of SPEC's messages in the reader's language, and a rate limit's own words as they came", async () => {
    await changeLanguage("hi");
    const client = clientAnswering(
      graphqlErrors([
        { message: "Please sign in to access this page", extensions: { code: "UNAUTHENTICATED" } },
      ]),
    );
    const message = await failureOf(client);
    expect(message).toBe(i18n.t("msg.signInRequired"));
    expect(message).not.toBe("Please sign in to access this page");
    const limited = clientAnswering(
      graphqlErrors([
        {
          message: "Too many attempts. Please try again in 40 seconds.",
          extensions: { code: "RATE_LIMITED" },
        },
      ]),
    );
    expect(await failureOf(limited)).toBe("Too many attempts. Please try again in 40 seconds.");
  });
});
