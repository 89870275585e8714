import { describe, expect, it } from "vitest";
import { localizeExplanation } from "./explain-language";
import { readIndicMath } from "./indic";
import { solveMath } from "./math-engine";

const solved = (q: string, language?: "en" | "hi" | "gu") => {
  const r = solveMath(q, undefined, language);
  if (r.kind !== "solved") throw new Error(`${q}: ${r.kind}`);
  return r.solution;
};

describe("mathematics in Devanagari and Gujarati script (issue 25)", () => {
  it("answers the issue's question: the area of a circle of radius 7 cm is 154 cm², in Hindi words", () => {
    const s = solved("7 सेमी त्रिज्या वाले वृत्त का क्षेत्रफल ज्ञात कीजिए");
    expect(s.finalAnswer).toBe("154 cm^2");
    expect(s.explanation).toContain("**उत्तर:**");
    expect(s.explanation).toContain("चरण 1");
    expect(s.explanation).not.toContain("**Answer:**");
  });

  it("reads the same question in other phrasings, Devanagari digits and Gujarati", () => {
    for (const q of [
      "७ सेमी त्रिज्या वाले वृत्त का क्षेत्रफल ज्ञात कीजिए।",
      "एक वृत्त की त्रिज्या 7 सेमी है। इसका क्षेत्रफल ज्ञात करें।",
      "उस वृत्त का क्षेत्रफल क्या है जिसकी त्रिज्या 7 सेंटीमीटर है?",
      "त्रिज्या ७ सेमी, वृत्त का क्षेत्रफल निकालिए",
      "7 સેમી ત્રિજ્યાવાળા વર્તુળનું ક્ષેત્રફળ શોધો",
      "૭ સેમી ત્રિજ્યાવાળા વર્તુળનું ક્ષેત્રફળ શોધી કાઢો.",
      "એક વર્તુળની ત્રિજ્યા 7 સેમી છે. તેનું ક્ષેત્રફળ શોધો.",
    ])
      expect(solved(q).finalAnswer, q).toBe("154 cm^2");
  });

  it("reads perimeters, circumferences and equations, and is never refused as 'not mathematics'", () => {
    expect(solved("एक आयत की लंबाई 8 सेमी और चौड़ाई 5 सेमी है। इसका परिमाप ज्ञात कीजिए।").finalAnswer).toBe(
      "26 cm",
    );
    expect(solved("લંબચોરસની લંબાઈ 8 સેમી અને પહોળાઈ 5 સેમી છે. તેની પરિમિતિ શોધો.").finalAnswer).toBe("26 cm");
    expect(solved("14 सेमी व्यास वाले वृत्त की परिधि ज्ञात कीजिए").finalAnswer).toBe("44 cm");
    expect(solved("समीकरण 2x + 3 = 11 हल कीजिए").finalAnswer).toBe("x = 4");
    expect(solved("સમીકરણ ૩x - ૫ = ૧૬ ઉકેલો").finalAnswer).toBe("x = 7");
    for (const q of ["7 सेमी त्रिज्या वाले वृत्त का क्षेत्रफल ज्ञात कीजिए", "૧૨ + ૩૦ નો સરવાળો શોધો"])
      expect(solveMath(q).kind, q).not.toBe("not-math");
  });

  it("writes the explanation's words in the interface language when it is given, the maths untouched", () => {
    const hi = solved("Solve 2x + 3 = 11", "hi").explanation;
    expect(hi).toContain("**उत्तर:** $x = 4$");
    const gu = solved("7 सेमी त्रिज्या वाले वृत्त का क्षेत्रफल ज्ञात कीजिए", "gu").explanation;
    expect(gu).toContain("**જવાબ:**");
    expect(gu).toContain("$$49\\pi = 49 \\times \\frac{22}{7} = 154$$");
    expect(solved("7 सेमी त्रिज्या वाले वृत्त का क्षेत्रफल ज्ञात कीजिए", "en").explanation).toContain("**Answer:**");
    expect(localizeExplanation("**Step 1: Check** $Check$ Checked", "hi")).toBe(
      "**चरण 1: जाँच** $Check$ Checked",
    );
  });

  it("leaves text in other scripts as it was", () => {
    expect(readIndicMath("Find the area of a circle of radius 7 cm")).toBe(
      "Find the area of a circle of radius 7 cm",
    );
    expect(solved("Find the area of a circle of radius 7 cm").finalAnswer).toBe("153.94 cm^2");
  });
});
