import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { createCache } from "./cache";

// Parsed here, not tagged, so client codegen leaves this test's query alone.
const TEST = parse("query CacheTest { quickTest { id items { id stem options { id text } } } }");

function item(id: string, stem: string, texts: string[]) {
  return {
    __typename: "TestItem",
    id,
    stem,
    options: texts.map((text, i) => ({ __typename: "QuestionOption", id: "abcd"[i], text })),
  };
}

describe("the Apollo cache", () => {
  it("keeps each item's own options though every item's option ids are a, b, c, d", () => {
    const cache = createCache();
    const items = [
      item("q1", "Mirror image", ["laterally inverted", "upside down", "larger", "blurred"]),
      item("q2", "35 × 73", ["2555", "2455", "-5", "108"]),
      item("q3", "Unit of force", ["newton", "joule", "watt", "pascal"]),
    ];
    cache.writeQuery({
      query: TEST,
      data: { quickTest: { __typename: "QuickTest", id: "t1", items } },
    });
    const read = cache.readQuery<{ quickTest: { items: { options: { text: string }[] }[] } }>({
      query: TEST,
    });
    expect(read?.quickTest.items.map((i) => i.options.map((o) => o.text))).toEqual(
      items.map((i) => i.options.map((o) => o.text)),
    );
  });
});
