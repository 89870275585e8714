/**
 * The question generator (issue 15, Measure a) on three real PDFs made here: an English science
 * chapter (pdf-lib), a Hindi chapter (printed by Chromium with Noto Sans Devanagari, so the PDF has a
 * real Devanagari text layer) and a mathematics exercise set. For each, offline and with the fake
 * OpenAI-compatible model over HTTP: items per page, the share passing the automatic checks, and time
 * per page (extraction + generation + checks, in process). Baseline in the same run: text extraction
 * alone per page.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import { solveMath } from "@vidya/engine/math/math-engine";
import { checkItem } from "../core/src/assessment/checks";
import { clozeItems } from "../core/src/assessment/cloze";
import { mathTemplateItems } from "../core/src/assessment/math-templates";
import type { DraftQuestion } from "../core/src/assessment/question";
import { startFakeOpenAi } from "../tests/helpers/fake-openai";
import { notesPages, textPdf, wrap } from "../tests/helpers/pdf";
import { sharedOpenAiChat } from "../worker/src/ai/providers/openai-chat";
import { modelQuestions } from "../worker/src/ai/questions/model-questions";
import { extractPdfPages } from "../worker/src/pdf/pdf-text";

const HINDI = [
  "प्रकाश संश्लेषण वह प्रक्रिया है जिसमें हरे पौधे सूर्य के प्रकाश से अपना भोजन बनाते हैं। यह प्रक्रिया पत्तियों में होती है। पत्तियों में पर्णहरित होता है।",
  "पर्णहरित एक हरा वर्णक है जो सूर्य के प्रकाश को अवशोषित करता है। पौधे वायु से कार्बन डाइऑक्साइड लेते हैं। पौधे ऑक्सीजन छोड़ते हैं।",
  "रंध्र पत्तियों की सतह पर छोटे छिद्र होते हैं। रंध्रों से जल वाष्प बाहर निकलती है। इस क्रिया को वाष्पोत्सर्जन कहते हैं।",
  "श्वसन वह प्रक्रिया है जिसमें भोजन से ऊर्जा मुक्त होती है। श्वसन सभी जीवित कोशिकाओं में होता है। यीस्ट ऑक्सीजन के बिना भी श्वसन करता है।",
  "परासरण वह प्रक्रिया है जिसमें जल एक अर्धपारगम्य झिल्ली से होकर जाता है। जड़ें परासरण द्वारा मिट्टी से जल लेती हैं। कोशिका झिल्ली पदार्थों के आने जाने को नियंत्रित करती है।",
  "पारितंत्र जीवों और उनके भौतिक पर्यावरण का समुदाय है। उत्पादक, उपभोक्ता और अपघटक मिलकर खाद्य श्रृंखला बनाते हैं। अपघटक मृत जीवों से पोषक तत्व मिट्टी में लौटाते हैं।",
];

async function hindiPdf(pages: number): Promise<Uint8Array> {
  const dir = join(
    dirname(
      createRequire(import.meta.url).resolve("@fontsource/noto-sans-devanagari/package.json", {
        paths: [join(process.cwd(), "client")],
      }),
    ),
    "files",
  );
  const font = readFileSync(join(dir, "noto-sans-devanagari-devanagari-400-normal.woff")).toString("base64");
  const body = Array.from(
    { length: pages },
    (_, p) =>
      `<section style="page-break-after: always">${HINDI.slice(
        (p * 3) % HINDI.length,
        ((p * 3) % HINDI.length) + 3,
      )
        .map((t) => `<p>${t}</p>`)
        .join("")}</section>`,
  ).join("");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage();
    await page.setContent(
      `<html lang="hi"><head><style>@font-face{font-family:Deva;src:url(data:font/woff;base64,${font})}body{font-family:Deva;font-size:14px}</style></head><body>${body}</body></html>`,
    );
    await page.evaluate(() => document.fonts.ready);
    return new Uint8Array(await page.pdf({ format: "A4" }));
  } finally {
    await browser.close();
  }
}

function mathPdf(pages: number): Promise<Uint8Array> {
  return textPdf(
    Array.from({ length: pages }, (_, p) => [
      `Exercise ${p + 1}.1`,
      ...wrap(
        "A linear equation in one variable is an equation of the form ax + b = c. To solve it, subtract b from both sides and divide by a. The solution is the value of x that makes both sides equal.",
      ),
      ...Array.from(
        { length: 8 },
        (_, i) => `${i + 1}. Solve ${i + 2}x + ${p + 3} = ${(i + 2) * (i + p) + p + 3}`,
      ),
    ]),
  );
}

const engine = (q: string) => {
  const r = solveMath(q);
  return r.kind === "solved" ? r.solution.finalAnswer : null;
};

function check(drafts: DraftQuestion[], pages: string[]) {
  const bank: string[] = [];
  let passed = 0;
  for (const d of drafts) {
    const page = d.page ? (pages[d.page - 1] ?? null) : d.quote ? pages.join("\n") : null;
    if (!checkItem(d, page, bank, engine)) {
      passed++;
      bank.push(d.stem);
    }
  }
  return passed;
}

const fake = await startFakeOpenAi();
const chat = sharedOpenAiChat({
  AI_PROVIDER: "openai",
  OPENAI_API_KEY: "sk-bench",
  OPENAI_BASE_URL: fake.url,
  OPENAI_MODEL: "fake-questions-1",
  AI_TIMEOUT_MS: 10_000,
  AI_MAX_RETRIES: 1,
} as never);
try {
  const docs: [string, Uint8Array, boolean][] = [
    ["English science chapter (6 pages)", await textPdf(notesPages(6)), false],
    ["Hindi science chapter (4 pages)", await hindiPdf(4), false],
    ["Math exercise set (4 pages)", await mathPdf(4), true],
  ];
  // Warm-up: pdf.js loads on first use (not a per-page cost).
  await extractPdfPages((docs[0]?.[1] ?? new Uint8Array()).slice());
  for (const [name, bytes, math] of docs) {
    let t0 = performance.now();
    const pages = await extractPdfPages(bytes.slice());
    const extractMs = performance.now() - t0;
    const n = pages.length;
    console.log(`\n${name}: ${n} pages, ${pages.join("").length} characters of text`);
    console.log(`  baseline: text extraction alone        ${(extractMs / n).toFixed(1)} ms/page`);
    for (const mode of ["offline", "fake model"] as const) {
      t0 = performance.now();
      const got = await extractPdfPages(bytes.slice());
      let drafts: DraftQuestion[];
      if (mode === "offline") drafts = clozeItems(got, { max: 40, seed: name });
      else {
        try {
          drafts = await modelQuestions(chat, got, { max: 40 });
        } catch {
          drafts = clozeItems(got, { max: 40, seed: name });
        }
      }
      if (math) drafts.push(...mathTemplateItems(10, 7));
      const passed = check(drafts, got);
      const ms = performance.now() - t0;
      console.log(
        `  ${mode.padEnd(10)}: ${(drafts.length / n).toFixed(1)} items/page, ${drafts.length ? ((100 * passed) / drafts.length).toFixed(0) : "–"} % pass the checks, ${(ms / n).toFixed(1)} ms/page`,
      );
    }
  }
} finally {
  await fake.close();
}
