import nspell from "nspell";
import { describe, expect, it } from "vitest";
import { DEVANAGARI } from "./indic-rules";
import { spellingIssues } from "./indic-speller";

// The same Debian hunspell dictionary the server serves the browser (server/src/modules/language),
// read from the system as the server reads it (the test runs in Node; the client code never does this).
const fs = process.getBuiltinModule("fs") as typeof import("fs");
const read = (ext: string) => fs.readFileSync(`/usr/share/hunspell/hi_IN.${ext}`, "utf8");
const speller = nspell(read("aff"), read("dic"));
const fixesFor = (text: string) =>
  spellingIssues(speller, text, DEVANAGARI, (w) => `Check the spelling of ${w}`).map((i) => [
    text.slice(i.start, i.end),
    i.replacements[0],
  ]);

describe("Hindi spelling suggestions make the text better (issue 25)", () => {
  it("suggests the one-slip spelling first: भि → भी, खुब → खूब, मजा → मज़ा", () => {
    expect(fixesFor("मुझे भि आना है")).toEqual([["भि", "भी"]]);
    expect(fixesFor("हमने खुब खेला")).toEqual([["खुब", "खूब"]]);
    const [[word, fix] = []] = fixesFor("बहुत मजा आया");
    expect(word).toBe("मजा");
    expect(fix?.normalize("NFC")).toBe("मज़ा".normalize("NFC"));
  });

  it("flags मैने (the dictionary lists it) and the other everyday slips", () => {
    expect(fixesFor("मैने खाना खाया")).toEqual([["मैने", "मैंने"]]);
    expect(fixesFor("वह नही आया")).toEqual([["नही", "नहीं"]]);
    expect(fixesFor("बहोत अच्छा")).toEqual([["बहोत", "बहुत"]]);
  });

  it("leaves correct text alone", () => {
    expect(fixesFor("मैंने भी खूब मज़ा किया")).toEqual([]);
  });
});
