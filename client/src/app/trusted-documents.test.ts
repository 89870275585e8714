import { describe, expect, it } from "vitest";
import { LandingStatsDocument } from "../features/landing/graphql/landing-stats";
import { requestBody } from "./trusted-documents";

describe("requestBody", () => {
  it("sends a document a production build registered by its hash and name, without its text", () => {
    const registered = Object.assign({}, LandingStatsDocument, { __meta__: { hash: "ab12" } });
    expect(JSON.parse(requestBody(registered, () => "never printed", {}))).toEqual({
      operationName: "LandingStats",
      variables: {},
      extensions: { persistedQuery: { version: 1, sha256Hash: "ab12" } },
    });
  });

  it("sends the text of a document without a hash (dev and tests)", () => {
    expect(JSON.parse(requestBody(LandingStatsDocument, () => "query LandingStats { x }", { a: 1 }))).toEqual(
      {
        query: "query LandingStats { x }",
        variables: { a: 1 },
      },
    );
  });
});
