import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { parse } from "graphql";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { applyIdentityChange } from "./identity-change";

// Parsed here, not tagged, so client codegen leaves this test's query alone.
const ME = parse("query IdentityChangeTest { me { id } }");

/** A client whose server answers after `ms`, as a page's first query does while sign-in completes. */
function slowClient(ms: number) {
  let calls = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        calls += 1;
        const timer = setTimeout(() => {
          observer.next({ data: { me: { __typename: "User", id: "u1" } } });
          observer.complete();
        }, ms);
        return () => clearTimeout(timer);
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), calls: () => calls };
}

describe("applyIdentityChange", () => {
  it("keeps a query in flight when someone signs in (no one was signed in before)", async () => {
    const { client } = slowClient(30);
    const pending = client.query({ query: ME, fetchPolicy: "network-only" });
    await applyIdentityChange(client, null);
    await expect(pending).resolves.toMatchObject({ data: { me: { id: "u1" } } });
  });

  it("asks watched queries again as the new person after sign-in", async () => {
    const { client, calls } = slowClient(1);
    const watched = client.watchQuery({ query: ME });
    const sub = watched.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls()).toBe(1);
    await applyIdentityChange(client, null);
    expect(calls()).toBe(2);
    sub.unsubscribe();
  });

  it("cancels what is in flight for the previous person when they sign out or switch", async () => {
    const { client } = slowClient(30);
    const pending = client.query({ query: ME, fetchPolicy: "network-only" });
    await applyIdentityChange(client, "u1");
    await expect(pending).rejects.toThrow(/Store reset/);
  });
});
