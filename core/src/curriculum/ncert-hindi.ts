import type { NcertBook } from "./types";

/**
 * NCERT Hindi textbooks. Chapter titles in Devanagari, as printed.
 *
 * Sources: BrainSpark AI's ALL_CHAPTERS table (Veena 3 and 4, Malhar 6, in Devanagari) and
 * several further public GitHub sources that list Malhar 6 in Devanagari; for classes 9 and 10
 * the Devanagari lists in public app repositories (Kshitij 1 and Kritika 1 as rationalised; the
 * class 10 Kritika and Sanchayan lists) together with the StudyOS catalog's romanised lists of
 * Kshitij 2, Sparsh 2, Kritika 2, Sanchayan 2 and Vitan 2; the "Taxila curriculum seed" index
 * for editions and chapter counts (Veena 3: 18, Veena 4: 13, Malhar 6: 13).
 *
 * Not included, and why:
 * - Sarangi (classes 1 and 2) and Veena 5: no Devanagari list was found, or the lists found
 *   disagree (Veena 5 chapters 4 and 5).
 * - Malhar 7 and 8: the lists found disagree (Malhar 7 chapter 8; Malhar 8 has nine chapters in
 *   one list and ten in another).
 * - Sparsh 1 and Sanchayan 1 (class 9): no list of the rationalised printing was found; public
 *   lists still carry chapters the rationalisation removed. Kshitij 1 follows the two lists
 *   that agree (without "यमराज की दिशा").
 * - Aroh, Vitan 1, Antra and Antral (classes 11 and 12): the lists found disagree on which
 *   chapters the rationalised printing kept. Vitan 2 (three chapters) is included.
 * - Ganga (new class 9 book, 2026-27): one romanised public list only.
 */
const RATIONALISED = "NCERT rationalised edition, reprint 2023-24";

export const NCERT_HINDI: readonly NcertBook[] = [
  {
    grade: 3,
    subject: "hindi",
    book: "वीणा (Veena)",
    language: "hi",
    edition: "NCERT first edition 2024 (in use from 2024-25)",
    chapters: [
      "सीखो",
      "चींटी",
      "कितने पैर?",
      "बया हमारी चिड़िया रानी!",
      "आम का पेड़",
      "बीरबल की खिचड़ी",
      "मित्र को पत्र",
      "चतुर गीदड़",
      "प्रकृति पर्व – फूलदेई",
      "रस्साकशी",
      "एक जादुई पिटारा",
      "अपना-अपना काम",
      "पेड़ों की अम्मा 'थिमक्का'",
      "किसान की होशियारी",
      "भारत",
      "चंद्रयान",
      "बोलने वाली माँद",
      "हम अनेक किंतु एक",
    ],
  },
  {
    grade: 4,
    subject: "hindi",
    book: "वीणा (Veena)",
    language: "hi",
    edition: "NCERT first edition 2025 (in use from 2025-26)",
    chapters: [
      "चिड़िया का गीत",
      "बगीचे का घोंघा",
      "नीम",
      "हमारा आहार",
      "आसमान गिरा",
      "जयपुर से पत्र",
      "नकली हीरे",
      "ओणम के रंग",
      "मिठाइयों का सम्मेलन",
      "कैमरा",
      "कविता का कमाल",
      "शतरंज में मात",
      "हमारा आदित्य",
    ],
  },
  {
    grade: 6,
    subject: "hindi",
    book: "मल्हार (Malhar)",
    language: "hi",
    edition: "NCERT first edition 2024 (in use from 2024-25)",
    chapters: [
      "मातृभूमि",
      "गोल",
      "पहली बूँद",
      "हार की जीत",
      "रहीम के दोहे",
      "मेरी माँ",
      "जलाते चलो",
      "सत्रिया और बिहू नृत्य",
      "मैया मैं नहिं माखन खायो",
      "परीक्षा",
      "चेतक की वीरता",
      "हिंद महासागर में छोटा-सा हिंदुस्तान",
      "पेड़ की बात",
    ],
  },
  {
    grade: 9,
    subject: "hindi",
    slug: "kshitij",
    book: "क्षितिज भाग 1 (Kshitij)",
    language: "hi",
    edition: RATIONALISED,
    chapters: [
      "दो बैलों की कथा",
      "ल्हासा की ओर",
      "उपभोक्तावाद की संस्कृति",
      "साँवले सपनों की याद",
      "प्रेमचंद के फटे जूते",
      "मेरे बचपन के दिन",
      "साखियाँ एवं सबद",
      "वाख",
      "सवैये",
      "कैदी और कोकिला",
      "ग्राम श्री",
      "मेघ आए",
      "बच्चे काम पर जा रहे हैं",
    ],
  },
  {
    grade: 9,
    subject: "hindi",
    slug: "kritika",
    book: "कृतिका भाग 1 (Kritika)",
    language: "hi",
    edition: RATIONALISED,
    chapters: ["इस जल प्रलय में", "मेरे संग की औरतें", "रीढ़ की हड्डी"],
  },
  {
    grade: 10,
    subject: "hindi",
    slug: "kshitij",
    book: "क्षितिज भाग 2 (Kshitij)",
    language: "hi",
    edition: RATIONALISED,
    chapters: [
      "सूरदास के पद",
      "राम-लक्ष्मण-परशुराम संवाद",
      "आत्मकथ्य",
      "उत्साह और अट नहीं रही है",
      "यह दंतुरित मुसकान और फसल",
      "संगतकार",
      "नेताजी का चश्मा",
      "बालगोबिन भगत",
      "लखनवी अंदाज़",
      "एक कहानी यह भी",
      "नौबतखाने में इबादत",
      "संस्कृति",
    ],
  },
  {
    grade: 10,
    subject: "hindi",
    slug: "kritika",
    book: "कृतिका भाग 2 (Kritika)",
    language: "hi",
    edition: RATIONALISED,
    chapters: ["माता का अँचल", "साना-साना हाथ जोड़ि...", "मैं क्यों लिखता हूँ?"],
  },
  {
    grade: 10,
    subject: "hindi",
    slug: "sparsh",
    book: "स्पर्श भाग 2 (Sparsh)",
    language: "hi",
    edition: RATIONALISED,
    chapters: [
      "साखी",
      "पद",
      "मनुष्यता",
      "पर्वत प्रदेश में पावस",
      "तोप",
      "कर चले हम फ़िदा",
      "आत्मत्राण",
      "बड़े भाई साहब",
      "डायरी का एक पन्ना",
      "तताँरा-वामीरो कथा",
      "तीसरी कसम के शिल्पकार शैलेंद्र",
      "अब कहाँ दूसरे के दुख से दुखी होने वाले",
      "पतझर में टूटी पत्तियाँ",
      "कारतूस",
    ],
  },
  {
    grade: 10,
    subject: "hindi",
    slug: "sanchayan",
    book: "संचयन भाग 2 (Sanchayan)",
    language: "hi",
    edition: RATIONALISED,
    chapters: ["हरिहर काका", "सपनों के-से दिन", "टोपी शुक्ला"],
  },
  {
    grade: 12,
    subject: "hindi",
    slug: "vitan",
    book: "वितान भाग 2 (Vitan)",
    language: "hi",
    edition: RATIONALISED,
    chapters: ["सिल्वर वैडिंग", "जूझ", "अतीत में दबे पाँव"],
  },
];
