import { escapeRegExp } from "@vidya/core/text/escape-regexp";

/**
 * The words around the mathematics of a worked solution in the interface language (issue 25), where
 * the engine's texts allow: the step and answer labels and the phrases the solvers use most. The
 * mathematics itself ($…$ and $$…$$) is never touched; a phrase without a translation stays English.
 */
export type ExplainLanguage = "en" | "hi" | "gu";

/** English phrase → [Hindi, Gujarati]; longer phrases are tried first. */
const PHRASES: [string, string, string][] = [
  ["Many textbooks use", "कई पाठ्यपुस्तकें लेती हैं", "ઘણાં પાઠ્યપુસ્તકો લે છે"],
  ["with that value the answer is exactly", "उस मान से उत्तर ठीक-ठीक है", "એ કિંમતથી જવાબ બરાબર છે"],
  ["(as the question asks)", "(जैसा प्रश्न कहता है)", "(પ્રશ્ન કહે છે તેમ)"],
  ["(to 2 decimal places)", "(दशमलव के 2 स्थानों तक)", "(દશાંશના 2 સ્થાન સુધી)"],
  ["Substitute the values", "मान रखिए", "કિંમતો મૂકો"],
  ["Write the formula", "सूत्र लिखिए", "સૂત્ર લખો"],
  ["Check the answer", "उत्तर की जाँच", "જવાબની ચકાસણી"],
  ["Work it out", "गणना कीजिए", "ગણતરી કરો"],
  ["Solve for x", "x के लिए हल कीजिए", "x માટે ઉકેલો"],
  ["Bring every term to one side", "सभी पदों को एक ओर लाइए", "બધાં પદો એક બાજુ લાવો"],
  ["Take the square root", "वर्गमूल लीजिए", "વર્ગમૂળ લો"],
  ["Use the quadratic formula", "द्विघात सूत्र लगाइए", "દ્વિઘાત સૂત્ર વાપરો"],
  ["Substitute", "मान रखिए", "કિંમત મૂકો"],
  ["Check", "जाँच", "ચકાસણી"],
  ["Solve", "हल कीजिए", "ઉકેલો"],
  [
    "We need the area of a circle of radius",
    "हमें इस त्रिज्या वाले वृत्त का क्षेत्रफल चाहिए:",
    "આપણે આ ત્રિજ્યાવાળા વર્તુળનું ક્ષેત્રફળ જોઈએ:",
  ],
  [
    "We need the circumference of a circle of radius",
    "हमें इस त्रिज्या वाले वृत्त की परिधि चाहिए:",
    "આપણે આ ત્રિજ્યાવાળા વર્તુળનો પરિઘ જોઈએ:",
  ],
  ["We need the perimeter of a rectangle", "हमें आयत का परिमाप चाहिए", "આપણે લંબચોરસની પરિમિતિ જોઈએ"],
  ["We need the area of a rectangle", "हमें आयत का क्षेत्रफल चाहिए", "આપણે લંબચોરસનું ક્ષેત્રફળ જોઈએ"],
  ["The area is", "क्षेत्रफल है", "ક્ષેત્રફળ છે"],
  ["The perimeter is", "परिमाप है", "પરિમિતિ છે"],
  ["The circumference is", "परिधि है", "પરિઘ છે"],
  ["The volume is", "आयतन है", "ઘનફળ છે"],
  ["Use π = 22/7", "π = 22/7 लीजिए", "π = 22/7 લો"],
  ["Use π ≈ 3.14159", "π ≈ 3.14159 लीजिए", "π ≈ 3.14159 લો"],
];

// Whole words only ("Check" but not "Checked"); the phrases' own characters are taken literally.
const MATCHERS = PHRASES.map(
  (row) => [new RegExp(`(?<![A-Za-z])${escapeRegExp(row[0])}(?![A-Za-z])`, "g"), row] as const,
);

const LABELS: Record<Exclude<ExplainLanguage, "en">, { step: string; answer: string; reading: string }> = {
  hi: { step: "चरण", answer: "उत्तर", reading: "प्रश्न को ऐसे पढ़ा" },
  gu: { step: "પગલું", answer: "જવાબ", reading: "પ્રશ્ન આમ વાંચ્યો" },
};

/** Translates the words outside the mathematics of a worked solution; English comes back unchanged. */
export function localizeExplanation(text: string, language: ExplainLanguage): string {
  if (language === "en") return text;
  const column = language === "hi" ? 1 : 2;
  const labels = LABELS[language];
  // Mathematics ($$…$$, $…$) is kept apart and put back as it was.
  return text
    .split(/(\$\$[\s\S]*?\$\$|\$[^$\n]*\$)/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      let out = part
        .replace(/\*\*Step (\d+):/g, `**${labels.step} $1:`)
        .replace(/\*\*Answer:\*\*/g, `**${labels.answer}:**`)
        .replace(/\*\*Read as:\*\*/g, `**${labels.reading}:**`);
      for (const [pattern, row] of MATCHERS) out = out.replace(pattern, row[column] as string);
      return out;
    })
    .join("");
}
