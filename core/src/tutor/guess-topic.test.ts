import { describe, expect, it } from "vitest";
import { guessTopic } from "./guess-topic";
import { TOPIC_INFO } from "./topics";

describe("guessTopic", () => {
  it("puts every example question of a topic page in that topic", () => {
    for (const info of Object.values(TOPIC_INFO)) {
      for (const example of info.examples) expect(guessTopic(example), example).toBe(info.slug);
    }
  });
  it("falls back to arithmetic", () => {
    expect(guessTopic("What is 12 × 13?")).toBe("arithmetic");
    expect(guessTopic("")).toBe("arithmetic");
  });
});
