import { MESSAGES } from "@vidya/core/messages";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "../../../app/i18n/i18n";
import { ready } from "../../../test/i18n";
import { documentText, failureMessage, RequestFailedError } from "./graphql-fetch";

describe("failureMessage", () => {
  beforeAll(async () => {
    await ready;
  });
  afterAll(() => changeLanguage("en"));

  it("shows the server's SPEC message in the reader's language, other texts as they came", async () => {
    await changeLanguage("en");
    const refused = new RequestFailedError(MESSAGES.authFailed, false);
    expect(failureMessage(refused, "offline", "fallback")).toBe("Authentication failed");
    await changeLanguage("hi");
    const hindi = failureMessage(refused, "offline", "fallback");
    expect(hindi).toBe(i18n.t("msg.authFailed"));
    expect(hindi).not.toBe("Authentication failed");
    expect(failureMessage(new RequestFailedError("Some other text.", false), "offline", "x")).toBe(
      "Some other text.",
    );
    expect(failureMessage(new RequestFailedError("ignored", true), "offline", "x")).toBe("offline");
    expect(failureMessage("not an error", "offline", "fallback")).toBe("fallback");
  });
});

describe("documentText", () => {
  it("sends the text a production document carries, and prints the others", async () => {
    const carried = { ...parse("query A { health }"), loc: { source: { body: "query A{health}" } } };
    expect(await documentText(carried as never)).toBe("query A{health}");
    const { loc: _loc, ...bare } = parse("query B { health }");
    expect(await documentText(bare)).toBe("query B {\n  health\n}");
  });
});
